/**
 * @jest-environment node
 */
// The report page as the server runs it: its loader (status, head) and its action for a form posted without
// JavaScript (Node's Request and FormData), sending the notice to the API on the visitor's behalf.
import { join } from 'node:path';
import { http } from '@cargora/shared/runtime';
import { apiError, queryRouteModule, setupTestI18n } from '@cargora/shared/testing';
import { stubLoaderApi } from '../../../testing/api';
import * as report from '../report-listing-page';

beforeAll(() => setupTestI18n(join(__dirname, '../../../../public/locales'), ['content'], 'en'));
afterEach(() => jest.restoreAllMocks());

const SERVICE = { id: 42, title: 'FCL Shanghai → Rotterdam' };
const RECEIPT = { reference: 'R-7K2M-9QX4', targetType: 'service', targetId: '42', reason: 'scam', receivedAt: '2026-11-28T10:00:00.000Z' };
const DESCRIPTION = 'The agent asked for a deposit by wire before any quote, and the photos belong to another firm.';
const query = (url: string, post?: { form: FormData; tokenValid?: boolean }) => queryRouteModule(report, { routeId: 'reportListing', url, ...(post ? { post } : {}) });
const filled = (fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ _csrf: 'token', reason: 'scam', description: DESCRIPTION, email: 'ines@example.com', ...fields })) form.append(name, value);
  return form;
};

describe('report page: loader', () => {
  it('names the reported service, is noindex, and answers 200', async () => {
    stubLoaderApi((path) => (path === '/misc/services/42' ? SERVICE : undefined));
    const result = await query('/report-listing?service=42');
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ type: 'service', id: '42', name: SERVICE.title, back: '/with-cargora-protection/42' });
    expect(result.meta).toMatchObject({ title: 'Report this listing', noindex: true });
  });

  it('a review needs no read; its storefront is the way back when the link gave it', async () => {
    const { get } = stubLoaderApi(() => undefined);
    expect((await query('/report-listing?review=17&from=agent-9')).data).toEqual({ type: 'review', id: '17', name: null, back: '/storefront/agent-9' });
    expect(get).not.toHaveBeenCalled();
  });

  it('no target, two targets or a malformed id is 400 (what to do instead); an unknown service 404', async () => {
    stubLoaderApi(() => {
      throw apiError(404, 'Service not found');
    });
    for (const url of ['/report-listing', '/report-listing?service=42&agent=x', '/report-listing?service=abc', '/report-listing?review=0'])
      expect((await query(url)).status).toBe(400);
    expect((await query('/report-listing?service=99')).status).toBe(404);
  });
});

describe('report page: the form posted without JavaScript (the action)', () => {
  const load = () => stubLoaderApi((path) => (path === '/misc/services/42' ? SERVICE : undefined));

  it('sends the notice with the target from the address and answers the receipt', async () => {
    load();
    const sent = jest.spyOn(http, 'post').mockResolvedValue({ status: 201, data: { data: RECEIPT, message: 'Report received' } });
    const result = await query('/report-listing?service=42', { form: filled({ description: `  ${DESCRIPTION}  ` }) });
    expect(result.status).toBe(200);
    expect(result.actionData).toMatchObject({ receipt: RECEIPT, errors: {}, problem: null });
    const [path, body, options] = sent.mock.calls[0]!;
    expect(path).toBe('/misc/listing-reports');
    expect(body).toEqual({ targetType: 'service', targetId: '42', reason: 'scam', description: DESCRIPTION, email: 'ines@example.com' });
    expect(options?.headers).toMatchObject({ 'X-Forwarded-For': '203.0.113.9' });
  });

  it('gives the form back with every field kept and the errors beside them, sending nothing', async () => {
    load();
    const sent = jest.spyOn(http, 'post');
    const result = await query('/report-listing?service=42', { form: filled({ reason: '', description: 'Too short.', email: 'nope' }) });
    expect(result.status).toBe(400);
    expect(result.actionData).toEqual({
      values: { reason: '', description: 'Too short.', email: 'nope' },
      errors: { reason: 'required', description: 'tooShort', email: 'invalid' },
      problem: null,
    });
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses a form without the visitor’s anti-forgery token with 403, keeping what was typed', async () => {
    load();
    const sent = jest.spyOn(http, 'post');
    const result = await query('/report-listing?service=42', { form: filled(), tokenValid: false });
    expect(result.status).toBe(403);
    expect(result.actionData).toMatchObject({ values: { description: DESCRIPTION }, problem: { kind: 'expired' } });
    expect(sent).not.toHaveBeenCalled();
  });

  it('passes the API’s refusal on with its message, and its absence as 503', async () => {
    load();
    const sent = jest.spyOn(http, 'post');
    sent.mockRejectedValueOnce(apiError(429, 'Too many requests, retry in 60 seconds'));
    expect(await query('/report-listing?service=42', { form: filled() })).toMatchObject({ status: 429, actionData: { problem: { kind: 'failed', message: 'Too many requests, retry in 60 seconds' } } });
    sent.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    expect(await query('/report-listing?service=42', { form: filled() })).toMatchObject({ status: 503, actionData: { problem: { kind: 'failed' } } });
  });
});
