// Throwing inside a real page on demand, to check that a route module's ErrorBoundary keeps the error in the page.
import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { RouteModule } from '../routing/route-module';
import { renderRouteModule, type RouteQuery } from './route-module';
import { pageFault } from './page-faults';

export { faultyHook, pageFault } from './page-faults';

/**
 * Renders the route module at `url` with its page broken: its ErrorBoundary must show the error with Retry, inside
 * the page; once the fault is gone, Retry must render the page (its `h1` is `heading`).
 */
export async function expectRetryAfterPageError(
  module: RouteModule,
  { heading, ...where }: (RouteQuery | { pattern: string; url: string }) & { heading: string | RegExp },
) {
  pageFault.broken = true;
  try {
    renderRouteModule(module, where);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(i18next.t('common:renderError'));
    expect(screen.queryByRole('heading', { level: 1, name: heading })).not.toBeInTheDocument();
  } finally {
    pageFault.broken = false;
  }
  fireEvent.click(screen.getByRole('button', { name: i18next.t('common:retry') }));
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}
