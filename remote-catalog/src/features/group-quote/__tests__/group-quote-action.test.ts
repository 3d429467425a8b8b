/**
 * @jest-environment node
 */
// The group quote form posted without JavaScript, as the render thread runs the page's action (Node's Request and
// FormData): sent once to the ticked agents, answered with the group's references or the form again.
import { http } from '@cargora/shared/runtime';
import { queryRouteModule, stubApi } from '@cargora/shared/testing';
import * as GroupQuotePage from '../../../app/routes/group-quote-page';

const URL = '/request-quotes?agents=4,9&origin=Shanghai&destination=Rotterdam&mode=sea&lang=fr';
const inAWeek = new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10);

function filled(agentIds: string[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    mode: 'sea', origin: 'Shanghai', destination: 'Rotterdam', readyDate: inAWeek, cargo: 'Machine parts', weightKg: '12000', containers: '2',
    name: 'Ada Shipper', email: 'ada@example.com',
  }))
    form.append(name, value);
  for (const id of agentIds) form.append('agentIds', id);
  return form;
}

beforeEach(() => {
  stubApi((url) => {
    if (url === '/misc/quote-requests/group/agents') return [{ id: 4, userId: 'agent-0004', companyName: 'Harbour Line Logistics', country: 'China', serviceCount: 5 }];
    throw new Error(`unexpected ${url}`);
  });
});
afterEach(() => jest.restoreAllMocks());

it('sends the posted form to the ticked agents in the page’s language and answers the group', async () => {
  const group = { reference: 'G-AAAA-BBBB', items: [{ id: 'q1', reference: 'Q-AAAA-BBBB' }, { id: 'q2', reference: 'Q-CCCC-DDDD' }] };
  const post = jest.spyOn(http, 'post').mockResolvedValue({ status: 201, data: { data: group } });
  const answered = await queryRouteModule(GroupQuotePage, { routeId: 'groupQuote', url: URL, post: { form: filled(['4', '9']) } });
  expect(answered.status).toBe(200);
  expect(answered.actionData).toMatchObject({ group, errors: {}, problem: null });
  const [path, body] = post.mock.calls[0]!;
  expect(path).toBe('/misc/quote-requests/group?lang=fr');
  expect(body).toMatchObject({ agentIds: [4, 9], mode: 'sea', origin: 'Shanghai', destination: 'Rotterdam', weightKg: 12000, containers: 2 });
});

it('sends nothing when no agent is ticked: the form comes back (400)', async () => {
  const post = jest.spyOn(http, 'post');
  const answered = await queryRouteModule(GroupQuotePage, { routeId: 'groupQuote', url: URL, post: { form: filled([]) } });
  expect(answered.status).toBe(400);
  expect(answered.actionData).toMatchObject({ values: { origin: 'Shanghai' } });
  expect(post).not.toHaveBeenCalled();
});
