/**
 * @jest-environment node
 */
// The quote request posted without JavaScript, as the render thread runs the page's action (Node's Request and
// FormData): the contract's rules, the API on the visitor's behalf, the form again when something is wrong.
import { http } from '../http/http-client';
import { apiError } from '../testing/http-stubs';
import { localIsoDate } from '../contracts/rules';
import { queryRouteModule } from '../testing/route-module';
import { quoteRequestAction } from '../ui/quote-request/quote-action';

const inAWeek = localIsoDate(new Date(Date.now() + 7 * 864e5));
const routeModule = { loader: () => null, action: quoteRequestAction, Component: () => null };

function filled(overrides: Record<string, string | null> = {}) {
  const fields: Record<string, string | null> = {
    _csrf: 'token', serviceId: '7', mode: 'sea', origin: 'Casablanca', destination: 'Rouen', readyDate: inAWeek,
    cargo: 'Olive oil in drums', weightKg: '١٢٠٠', volumeM3: '', containers: '٢', incoterm: 'FOB', name: 'Ada Lovelace',
    email: 'ada@example.com', message: '', ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.append(name, value);
  return form;
}
const post = (form: FormData, tokenValid = true) =>
  queryRouteModule(routeModule, { pattern: '/with-cargora-protection/:id', url: '/with-cargora-protection/7?quote=open&lang=fr', ns: 'catalog', post: { form, tokenValid } });

afterEach(() => jest.restoreAllMocks());

it('sends the request for the service in the page’s language, Arabic-Indic digits read, and answers the stored request', async () => {
  const stored = { id: 'q1', reference: 'Q-2026-000042' };
  const sent = jest.spyOn(http, 'post').mockResolvedValue({ status: 201, data: { data: stored } });
  const result = await post(filled());
  expect(result.status).toBe(200);
  expect(result.actionData).toMatchObject({ request: stored, errors: {}, problem: null });
  const [path, body, options] = sent.mock.calls[0]!;
  expect(path).toBe('/misc/quote-requests?lang=fr');
  expect(body).toEqual({
    serviceId: 7, mode: 'sea', origin: 'Casablanca', destination: 'Rouen', readyDate: inAWeek, cargo: 'Olive oil in drums',
    weightKg: 1200, containers: 2, incoterm: 'FOB', name: 'Ada Lovelace', email: 'ada@example.com',
  });
  expect(options?.headers).toMatchObject({ 'X-Forwarded-For': '203.0.113.9', 'Idempotency-Key': expect.stringMatching(/^form-[0-9a-f]{32}$/) });
});

it('sends the container type and declared value fields as the load, what no field shows carried as it was', async () => {
  const sent = jest.spyOn(http, 'post').mockResolvedValue({ status: 201, data: { data: { id: 'q3' } } });
  await post(filled({ containerType: '40HC', value: '٢٠٠٠٠', valueCur: 'eur', 'load.days': '14', 'load.l': '120' }));
  // The count is the containers field; the weight the weight field; the dimensions of a priced load of packages dropped.
  expect(sent.mock.calls[0]![1]).toMatchObject({ containers: 2, load: { load: '40HC', n: '2', kg: '1200', value: '20000', valueCur: 'EUR', days: '14' } });
  expect(sent.mock.calls[0]![1]).not.toHaveProperty('load.l');
  // Packages: their pieces carried, their volume the volume field.
  await post(filled({ containerType: 'pkg', containers: '', volumeM3: '3', 'load.n': '4' }));
  expect(sent.mock.calls[1]![1]).toMatchObject({ load: { load: 'pkg', n: '4', kg: '1200', m3: '3' } });
  // No type: no load.
  await post(filled());
  expect(sent.mock.calls[2]![1]).not.toHaveProperty('load');
});

it('gives a wrong container type, count, value or currency back with its error beside the field, sending nothing', async () => {
  const sent = jest.spyOn(http, 'post');
  const errorsOf = async (fields: Record<string, string>) => {
    const result = await post(filled(fields));
    expect(result.status).toBe(400);
    return (result.actionData as { errors: object }).errors;
  };
  expect(await errorsOf({ containerType: '40', containers: '' })).toEqual({ containers: 'required' });
  expect(await errorsOf({ containerType: '40', value: '-5' })).toEqual({ value: 'range' });
  expect(await errorsOf({ containerType: '40', value: '2000000000' })).toEqual({ value: 'range' });
  expect(await errorsOf({ containerType: '40', value: '10', valueCur: 'XYZ' })).toEqual({ valueCur: 'invalid' });
  expect(await errorsOf({ value: '10' })).toEqual({ containerType: 'required' });
  expect(await errorsOf({ containerType: 'pkg' })).toEqual({ containers: 'notForPackages', volumeM3: 'required' });
  // A carried parameter the load's rule refuses: the form says the request was not accepted.
  expect(await post(filled({ containerType: '40', 'load.days': '9999' }))).toMatchObject({ status: 400, actionData: { problem: { kind: 'invalid' } } });
  expect(sent).not.toHaveBeenCalled();
});

it('goes to an agent from the storefront’s form', async () => {
  const sent = jest.spyOn(http, 'post').mockResolvedValue({ status: 201, data: { data: { id: 'q2' } } });
  await post(filled({ serviceId: null, agentId: '12' }));
  expect(sent.mock.calls[0]![1]).toMatchObject({ agentId: 12 });
});

it('gives the form back with every field kept and each field’s error, sending nothing', async () => {
  const sent = jest.spyOn(http, 'post');
  const result = await post(filled({ origin: 'x', email: 'ada-at-example', weightKg: 'heavy' }));
  expect(result.status).toBe(400);
  expect(result.actionData).toMatchObject({
    values: { origin: 'x', email: 'ada-at-example', weightKg: 'heavy', cargo: 'Olive oil in drums' },
    errors: { origin: 'length', email: 'invalid', weightKg: 'invalid' },
    problem: null,
  });
  expect(sent).not.toHaveBeenCalled();
});

it('refuses a form without the visitor’s token (403) or without a target (400), keeping what was typed', async () => {
  const sent = jest.spyOn(http, 'post');
  expect(await post(filled(), false)).toMatchObject({ status: 403, actionData: { values: { name: 'Ada Lovelace' }, problem: { kind: 'expired' } } });
  expect(await post(filled({ serviceId: null }))).toMatchObject({ status: 400, actionData: { problem: { kind: 'notFound' } } });
  expect(sent).not.toHaveBeenCalled();
});

it('explains the API’s refusal: too many requests, a field, a failure of ours', async () => {
  const sent = jest.spyOn(http, 'post');
  sent.mockRejectedValueOnce(apiError(429, 'Too many'));
  expect(await post(filled())).toMatchObject({ status: 429, actionData: { problem: { kind: 'tooMany' } } });
  sent.mockRejectedValueOnce(apiError(400, 'body/destination must be a known place'));
  expect(await post(filled())).toMatchObject({ status: 400, actionData: { errors: { destination: 'invalid' }, problem: { kind: 'field', field: 'destination' } } });
  sent.mockRejectedValueOnce(apiError(502, 'bad gateway'));
  expect(await post(filled())).toMatchObject({ status: 503, actionData: { problem: { kind: 'unknown' } } });
});
