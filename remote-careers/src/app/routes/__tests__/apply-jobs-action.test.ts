/**
 * @jest-environment node
 */
// The apply page's action as the render thread runs it: Node's Request, FormData and File (a page posted without
// JavaScript reaches the host's server, which hands the fields and the CV to the route's action).
import { apiError, stubApi } from '@cargora/shared/testing';
import { http } from '@cargora/shared/runtime';
import { CUSTOMS_SPECIALIST as CAREER } from '../../../testing/fixtures';
import { queryCareersRoute, setupCareersI18n } from '../../../testing/routes';
import * as applyJobs from '../apply-jobs-page';

beforeAll(() => setupCareersI18n());

describe('apply route: the form posted without JavaScript (the action)', () => {
  const PDF = new Blob(['%PDF-1.4\n% a CV\n'], { type: 'application/pdf' });
  const filled = (overrides: Record<string, string | null> = {}, cv: Blob | null = PDF) => {
    const form = new FormData();
    const fields: Record<string, string | null> = {
      _csrf: 'token',
      careerId: '3',
      name: 'Amina Haddad',
      email: 'amina@example.com',
      phone: '+212 600 000 000',
      coverLetter: 'I have cleared customs for eight years at the port of Casablanca.',
      ...overrides,
    };
    for (const [name, value] of Object.entries(fields)) if (value !== null) form.append(name, value);
    if (cv) form.append('cv', cv, 'amina-cv.pdf');
    return form;
  };
  const post = (form: FormData, tokenValid = true) => queryCareersRoute(applyJobs, 'applyJobs', '/apply-jobs?careerId=3', { form, tokenValid });
  const RECEIPT = { id: 'app_123', createdAt: '2026-11-28T10:00:00.000Z' };

  it('sends the application with the CV to the API on the visitor’s behalf and answers the receipt', async () => {
    stubApi(() => CAREER);
    const sent = jest.spyOn(http, 'post').mockResolvedValue({ status: 201, data: { data: RECEIPT, message: 'Application received' } });
    const result = await post(filled());
    expect(result.status).toBe(200);
    expect(result.actionData).toMatchObject({ receipt: RECEIPT, errors: {}, problem: null });
    expect(sent).toHaveBeenCalledTimes(1);
    const [path, body, options] = sent.mock.calls[0]!;
    expect(path).toBe('/misc/job/application/3');
    const form = body as FormData;
    expect([form.get('name'), form.get('email'), form.get('phone')]).toEqual(['Amina Haddad', 'amina@example.com', '+212 600 000 000']);
    expect((form.get('cv') as File).name).toBe('amina-cv.pdf');
    expect(form.get('_csrf')).toBeNull();
    expect(options?.headers).toMatchObject({ 'Content-Type': 'multipart/form-data', 'X-Forwarded-For': '203.0.113.9', 'Idempotency-Key': expect.stringMatching(/^form-[0-9a-f]{32}$/) });
  });

  it('gives the form back with every field kept and the errors beside them, sending nothing', async () => {
    stubApi(() => CAREER);
    const sent = jest.spyOn(http, 'post');
    const result = await post(filled({ email: 'not-an-email', coverLetter: 'Too short.' }, null));
    expect(result.status).toBe(400);
    expect(result.actionData).toEqual({
      values: { name: 'Amina Haddad', email: 'not-an-email', phone: '+212 600 000 000', coverLetter: 'Too short.' },
      errors: { email: 'invalid', coverLetter: 'tooShort', cv: 'required' },
      problem: null,
    });
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses a form without the visitor’s anti-forgery token with 403, keeping what was typed', async () => {
    stubApi(() => CAREER);
    const sent = jest.spyOn(http, 'post');
    const result = await post(filled(), false);
    expect(result.status).toBe(403);
    expect(result.actionData).toMatchObject({ values: { name: 'Amina Haddad' }, problem: { kind: 'expired' } });
    expect(sent).not.toHaveBeenCalled();
  });

  it('passes the API’s refusal on: a rate limit, a closed job, a field it rejects', async () => {
    stubApi(() => CAREER);
    const sent = jest.spyOn(http, 'post');
    sent.mockRejectedValueOnce(apiError(429, 'Too many applications'));
    expect(await post(filled())).toMatchObject({ status: 429, actionData: { problem: { kind: 'limited' } } });
    sent.mockRejectedValueOnce(apiError(410, 'closed'));
    expect(await post(filled())).toMatchObject({ status: 410, actionData: { problem: { kind: 'closed' } } });
    sent.mockRejectedValueOnce(apiError(400, 'body/phone must match pattern'));
    expect(await post(filled())).toMatchObject({ status: 400, actionData: { errors: { phone: 'server' }, problem: { kind: 'field', field: 'phone' } } });
    sent.mockRejectedValueOnce(apiError(500, 'boom'));
    expect(await post(filled())).toMatchObject({ status: 503, actionData: { problem: { kind: 'unknown' } } });
  });
});
