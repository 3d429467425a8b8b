// One quote request to several agents (issue 49): the page names the agents (all ticked), the lane and the load from
// the address, sends the form once to the ticked agents and shows each reference; without JavaScript its action does.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from '@cargora/shared/runtime';
import { queryRouteModule, renderRouteModule, stubApi } from '@cargora/shared/testing';
import type { QuoteGroup, QuoteGroupAgent } from '@cargora/shared/contracts';
import * as GroupQuotePage from '../../../app/routes/group-quote-page';
import { setUpLoadPages } from '../../../testing/load-pages';

const AGENTS: QuoteGroupAgent[] = [
  { id: 4, userId: 'agent-0004', companyName: 'Harbour Line Logistics', country: 'China', serviceCount: 5 },
  { id: 9, userId: 'agent-0009', companyName: 'Silk Road Forwarding', country: 'China', serviceCount: 2 },
];
const item = (agent: QuoteGroupAgent, reference: string) => ({ id: `id-${agent.id}`, reference, agentId: agent.id, agentName: agent.companyName, email: 'ada@example.com' });
const GROUP = { reference: 'G-AAAA-BBBB', items: [item(AGENTS[0]!, 'Q-AAAA-BBBB'), item(AGENTS[1]!, 'Q-CCCC-DDDD')] } as unknown as QuoteGroup;
const URL = '/request-quotes?agents=4,9&origin=Shanghai&destination=Rotterdam&mode=sea&load=40HC&n=2';

const stubAgents = () =>
  stubApi((url, params) => {
    if (url === '/misc/quote-requests/group/agents') return AGENTS.filter((a) => String(params.ids).split(',').includes(String(a.id)));
    if (url === '/misc/exchange-rates') return { base: 'USD', rates: {}, updatedAt: '' };
    throw new Error(`unexpected ${url}`);
  });

setUpLoadPages();
afterEach(() => jest.restoreAllMocks());

function fill(form: HTMLElement) {
  const type = (label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  type(/Ready date/, new Date().toLocaleDateString('en-CA'));
  type(/Cargo description/, 'Machine parts');
  type(/Weight \(kg\)/, '12000');
  type(/Your name/, 'Ada Shipper');
  type(/E-mail/, 'ada@example.com');
}

describe('the group quote page', () => {
  it('names the agents, all ticked, and fills the form with the lane and the load', async () => {
    const spy = stubAgents();
    renderRouteModule(GroupQuotePage, { routeId: 'groupQuote', url: URL });
    const agents = await screen.findByTestId('group-quote-agents');
    expect(spy.mock.calls.find((c) => c[0] === '/misc/quote-requests/group/agents')?.[1]).toMatchObject({ params: { ids: '4,9' } });
    const boxes = within(agents).getAllByRole('checkbox');
    expect(boxes.map((b) => [b.getAttribute('name'), (b as HTMLInputElement).value, (b as HTMLInputElement).checked])).toEqual([
      ['agentIds', '4', true],
      ['agentIds', '9', true],
    ]);
    expect(within(agents).getByText(/Harbour Line Logistics/)).toBeInTheDocument();
    expect(screen.getByTestId('group-quote-lane')).toHaveTextContent('Shanghai → Rotterdam · Sea freight');
    const form = agents.closest('form')!;
    expect(within(form).getByLabelText(/Origin/)).toHaveValue('Shanghai');
    expect(within(form).getByLabelText(/Destination/)).toHaveValue('Rotterdam');
    expect(within(form).getByLabelText(/Transport mode/)).toHaveValue('sea');
    expect(within(form).getByLabelText(/Containers/)).toHaveValue('2');
  });

  it('sends one request to the ticked agents and shows the group reference and each agent’s', async () => {
    stubAgents();
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { data: GROUP } } as never);
    renderRouteModule(GroupQuotePage, { routeId: 'groupQuote', url: URL });
    const agents = await screen.findByTestId('group-quote-agents');
    const form = agents.closest('form')!;
    fill(form);
    // Unticking an agent leaves it out; unticking all asks to tick one and sends nothing.
    const [first, second] = within(agents).getAllByRole('checkbox');
    fireEvent.click(first!);
    fireEvent.click(second!);
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Tick at least one agent to send your request to.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(first!);
    fireEvent.click(second!);
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0]).toBe('/misc/quote-requests/group');
    expect(post.mock.calls[0]![1]).toMatchObject({ agentIds: [4, 9], origin: 'Shanghai', destination: 'Rotterdam', mode: 'sea', weightKg: 12000, name: 'Ada Shipper' });
    const sent = await screen.findByTestId('group-quote-sent');
    expect(within(sent).getByTestId('group-reference')).toHaveTextContent('G-AAAA-BBBB');
    expect(within(sent).getAllByTestId('group-item-reference').map((dd) => dd.textContent)).toEqual(['Q-AAAA-BBBB', 'Q-CCCC-DDDD']);
    expect(within(sent).getByText('Silk Road Forwarding')).toBeInTheDocument();
  });

  it('without agents, says where to find them', async () => {
    stubAgents();
    renderRouteModule(GroupQuotePage, { routeId: 'groupQuote', url: '/request-quotes?origin=Shanghai' });
    expect(await screen.findByText('No agents chosen yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search services' })).toHaveAttribute('href', '/allServices?origin=Shanghai');
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
  });

  it('is a form kept out of search results; a malformed or unknown list of agents is not a page', async () => {
    stubAgents();
    const ok = await queryRouteModule(GroupQuotePage, { routeId: 'groupQuote', url: URL });
    expect(ok.status).toBe(200);
    expect(ok.meta).toMatchObject({ title: 'Request quotes from these agents', noindex: true });
    expect((await queryRouteModule(GroupQuotePage, { routeId: 'groupQuote', url: '/request-quotes?agents=4;9' })).status).toBe(400);
    // No agents named: a page (200) saying where to find them, asking nothing.
    const none = await queryRouteModule(GroupQuotePage, { routeId: 'groupQuote', url: '/request-quotes' });
    expect([none.status, none.data]).toEqual([200, { agents: [], lane: { origin: '', destination: '', mode: '' } }]);
    expect((await queryRouteModule(GroupQuotePage, { routeId: 'groupQuote', url: '/request-quotes?agents=77' })).status).toBe(404);
  });
});
