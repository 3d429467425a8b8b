// Agents a shipper can check (issue 49): a verified agent's storefront lists what was verified and when, its median
// response time to quote requests, and reviews written from a booking, each leading to the published verification
// policy; the service page's agent box says the same. With JavaScript and without.
import { expect, test, type APIRequestContext } from '../support/test';
import { API } from '../support/site';

interface Trust {
  verifications: { kind: string; reference: string; verifiedAt: string; expiresAt: string | null }[];
  responseTime: { medianHours: number; requests: number } | null;
}

/** A verified agent with a booking-verified review on its storefront's first page, and one of its services. */
async function checkableAgent(request: APIRequestContext): Promise<{ userId: string; trust: Trust; serviceId: number }> {
  const res = await request.get(`${API}/misc/services?pageSize=50&sort=rating`);
  expect(res.ok()).toBe(true);
  const services = (await res.json()).data.items as { id: number; agent: { userId: string; verified: boolean; reviewCount: number } }[];
  for (const s of services.filter((x) => x.agent.verified && x.agent.reviewCount > 0)) {
    const storefront = (await (await request.get(`${API}/misc/storefront/${s.agent.userId}`)).json()).data as {
      trust: Trust;
      reviews: { items: { bookingVerified?: boolean }[] };
    };
    if (storefront.trust.verifications.length > 0 && storefront.trust.responseTime && storefront.reviews.items.some((r) => r.bookingVerified)) {
      return { userId: s.agent.userId, trust: storefront.trust, serviceId: s.id };
    }
  }
  throw new Error('no verified agent with a booking-verified review among the best-rated services');
}

const longDate = (day: string) => new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(`${day}T12:00:00Z`));

test('a storefront shows what was verified and when, the response time and booking-verified reviews', async ({ page, request }) => {
  const { userId, trust } = await checkableAgent(request);
  await page.goto(`/storefront/${userId}`);
  const box = page.getByRole('region', { name: 'What we verified' });
  await expect(box).toBeVisible();
  await expect(box.getByRole('listitem').first()).toContainText('Trade register entry');
  for (const v of trust.verifications) {
    await expect(box).toContainText(v.reference);
    await expect(box).toContainText(`Verified on ${longDate(v.verifiedAt)}`);
  }
  await expect(box.getByTestId('response-time')).toContainText('Median response time to quote requests:');
  const mark = page.getByRole('region', { name: 'Reviews' }).getByRole('link', { name: 'Booking verified' }).first();
  await expect(mark).toBeVisible();
  await mark.click();
  await expect(page).toHaveURL(/\/verification-policy-page$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Verification is not for sale' })).toBeVisible();
});

test('the service page’s agent box says what was verified about the agent', async ({ page, request }) => {
  const { serviceId, trust } = await checkableAgent(request);
  await page.goto(`/with-cargora-protection/${serviceId}`);
  const box = page.getByRole('region', { name: 'What we verified' });
  await expect(box).toBeVisible();
  await expect(box).toContainText(trust.verifications[0]!.reference);
  await expect(box.getByRole('link', { name: 'How we verify agents and reviews' })).toHaveAttribute('href', '/verification-policy-page');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the storefront’s verifications are in the page, and the policy is reachable in French', async ({ page, request }) => {
    const { userId, trust } = await checkableAgent(request);
    await page.goto(`/storefront/${userId}?lang=fr`);
    const box = page.getByRole('region', { name: 'Ce que nous avons vérifié' });
    await expect(box).toContainText('Inscription au registre du commerce');
    await expect(box).toContainText(trust.verifications[0]!.reference);
    await box.getByRole('link', { name: 'Comment nous vérifions les agents et les avis' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Politique de vérification' })).toBeVisible();
  });
});
