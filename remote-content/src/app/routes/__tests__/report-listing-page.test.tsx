// The report page in the browser: what is reported, and a form whose every control has its label and hint. (Sending
// it runs the route action: report-listing-action.test.ts runs it as the server does, and the browser test
// e2e/tests/report-listing.spec.ts sends it from Chromium, with JavaScript and without.)
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { REPORT_REASONS } from '@cargora/shared/rules';
import { renderRouteModule, setupTestI18n } from '@cargora/shared/testing';
import { stubLoaderApi } from '../../../testing/api';
import * as report from '../report-listing-page';

beforeAll(() => setupTestI18n(join(__dirname, '../../../../public/locales'), ['content'], 'en'));
afterEach(() => jest.restoreAllMocks());

it('names the agent reported and asks why, what is wrong and (optionally) an e-mail', async () => {
  stubLoaderApi((path) => (path === '/misc/storefront/atlas-freight' ? { agent: { companyName: 'Atlas Freight' } } : undefined));
  renderRouteModule(report, { routeId: 'reportListing', url: '/report-listing?agent=atlas-freight' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Report this agent' })).toBeVisible();
  expect(screen.getByText('Atlas Freight')).toBeVisible();
  const form = screen.getByRole('form', { name: 'Your report' });
  const reason = within(form).getByLabelText('Reason');
  expect(within(reason).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', ...REPORT_REASONS]);
  expect(within(form).getByLabelText('What is wrong, and where')).toHaveAccessibleDescription(/At least 20 characters/);
  expect(within(form).getByLabelText('Your e-mail (optional)')).not.toBeRequired();
  expect(form).toHaveAttribute('method', 'post');
  expect(screen.getByRole('link', { name: 'Back to the page you reported' })).toHaveAttribute('href', '/storefront/atlas-freight');
});

it('without a target says how to report instead of showing a form', async () => {
  stubLoaderApi(() => undefined);
  renderRouteModule(report, { routeId: 'reportListing', url: '/report-listing' });
  expect(await screen.findByText('Nothing to report here')).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'Report this listing' })).toBeVisible();
  expect(screen.queryByRole('form')).toBeNull();
});
