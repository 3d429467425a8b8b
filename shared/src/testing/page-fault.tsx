// Throwing inside a real page on demand, to check that a remote's App keeps the error in the page.
import type { ReactElement } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderRoute } from './render-route';
import { pageFault } from './page-faults';

export { faultyHook, pageFault, sharedWithPageFaults } from './page-faults';

/**
 * Renders `app` at `path` with its page broken: the page's error boundary must show the error with
 * Retry, inside the page; once the fault is gone, Retry must render the page (its `h1` is `heading`).
 */
export async function expectRetryAfterPageError(
  app: ReactElement,
  { path, heading }: { path: string; heading: string | RegExp },
) {
  pageFault.broken = true;
  try {
    renderRoute(app, { path });
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
