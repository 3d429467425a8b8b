// One quote request to several agents (issue 49: "an empty search offers alternatives and a quote to agents on the
// lane"): from an empty search one click leads to the group page, which names the agents (all ticked) and the lane,
// sends the form once and shows the group's reference and each agent's; the API then has one request per agent.
// Without JavaScript the lane page's link and the page's form work the same.
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { placeSlug } from '@cargora/shared/server';
import { API } from '../support/site';
import { demoSession, storeSession } from '../support/sign-in';

const REFERENCE = /^Q-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** The busiest international lane, and a mode it has no service in (so searching it finds nothing). */
async function emptyLane(request: APIRequestContext) {
  const route = (await (await request.get(`${API}/misc/popular/international-routes?limit=1`)).json()).data.items[0] as {
    originCountry: string;
    destinationCountry: string;
  };
  const lane = (await (await request.get(`${API}/misc/lanes/${placeSlug(route.originCountry)}/${placeSlug(route.destinationCountry)}`)).json()).data as {
    modes: { mode: string }[];
  };
  const missing = ['rail', 'road', 'multimodal', 'air', 'sea'].find((m) => !lane.modes.some((x) => x.mode === m))!;
  return { ...route, missing };
}

/** YYYY-MM-DD, `days` from today in the browser's (and this machine's) time zone. */
function isoDateIn(days: number) {
  const d = new Date(Date.now() + days * 864e5);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Fills what the page does not: the ready date, the cargo and its weight (and the sender, for a guest). */
async function fillRequest(page: Page, cargo: string, guest: boolean) {
  await page.getByLabel(/^Ready date/).fill(isoDateIn(10));
  await page.getByLabel(/^Cargo description/).fill(cargo);
  await page.getByLabel(/^Weight/).fill('1250');
  if (guest) {
    await page.getByLabel(/^Your name/).fill('Grace Shipper');
    await page.getByLabel(/^E-mail/).fill('grace@example.com');
  }
}

test('an empty search leads in one click to one quote request to the agents on the lane', async ({ page, request }) => {
  const session = await demoSession(request);
  await storeSession(page, session);
  const lane = await emptyLane(request);
  await page.goto(`/allServices?${new URLSearchParams({ origin: lane.originCountry, destination: lane.destinationCountry, mode: lane.missing })}`);
  const offer = page.getByTestId('search-alternatives');
  await expect(offer).toBeVisible();
  await offer.getByRole('link', { name: 'Request a quote from these agents' }).click();

  await expect(page).toHaveURL(/\/request-quotes\?agents=\d+(,\d+)*&/);
  await expect(page.getByRole('heading', { level: 1, name: 'Request quotes from these agents' })).toBeVisible();
  await expect(page.getByTestId('group-quote-lane')).toContainText(`${lane.originCountry} → ${lane.destinationCountry}`);
  const boxes = page.getByTestId('group-quote-agents').getByRole('checkbox');
  // The form (and the agents' boxes in it) loads with the page.
  await expect(boxes.first()).toBeVisible();
  const agents = await boxes.count();
  for (let i = 0; i < agents; i += 1) await expect(boxes.nth(i)).toBeChecked();
  await expect(page.getByLabel(/^Origin/)).toHaveValue(lane.originCountry);
  await expect(page.getByLabel(/^Destination/)).toHaveValue(lane.destinationCountry);

  const cargo = `Group cargo ${Date.now()}`;
  await fillRequest(page, cargo, false);
  await page.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByTestId('group-quote-sent');
  await expect(sent).toBeVisible();
  await expect(sent.getByTestId('group-reference')).toHaveText(/^G-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  const references = await sent.getByTestId('group-item-reference').allTextContents();
  expect(references).toHaveLength(agents);
  for (const reference of references) expect(reference).toMatch(REFERENCE);

  // The API has one request per agent, each under its reference, linked to the customer.
  const mine = await request.get(`${API}/misc/quote-requests/mine`, { headers: { authorization: `Bearer ${session.token}` }, params: { pageSize: 50 } });
  const items = ((await mine.json()) as { data: { items: { reference: string; cargo: string; agentId: number }[] } }).data.items.filter((q) => q.cargo === cargo);
  expect(items.map((q) => q.reference).sort()).toEqual([...references].sort());
  expect(new Set(items.map((q) => q.agentId)).size).toBe(agents);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a lane page's agents get one quote request from the group page's form", async ({ page, request }) => {
    const lane = await emptyLane(request);
    await page.goto(`/lanes/${placeSlug(lane.originCountry)}/${placeSlug(lane.destinationCountry)}`);
    await page.getByRole('link', { name: 'Request a quote from these agents' }).click();
    await expect(page).toHaveURL(/\/request-quotes\?agents=\d+(,\d+)*&/);
    const boxes = page.getByTestId('group-quote-agents').getByRole('checkbox');
    await expect(boxes.first()).toBeChecked();
    const agents = await boxes.count();
    await page.getByLabel(/^Transport mode/).selectOption('sea');
    await fillRequest(page, `Lane cargo ${Date.now()}`, true);
    await page.getByRole('button', { name: 'Send request' }).click();
    const sent = page.getByTestId('group-quote-sent');
    await expect(sent).toBeVisible();
    expect(await sent.getByTestId('group-item-reference').allTextContents()).toHaveLength(agents);
  });
});
