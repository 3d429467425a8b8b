// Throwing inside a real page on demand, to check that a remote's App keeps the error in the page.
import type { ReactElement } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderRoute } from './render-route';

/** While `broken`, hooks wrapped by `faultyHook` throw during render. */
export const pageFault = { broken: false };

/**
 * Wraps a hook the page calls (pass it to `jest.mock('@cargora/shared', …)`) so that it throws while
 * `pageFault.broken` is set, as a bug in the page would.
 */
export function faultyHook<Hook extends (...args: never[]) => unknown>(hook: Hook): Hook {
  return ((...args: Parameters<Hook>) => {
    if (pageFault.broken) throw new Error('A page fault made on purpose by the test');
    return hook(...args);
  }) as Hook;
}

/**
 * `@cargora/shared` whose useDocumentMeta (every page calls it) throws while `pageFault.broken`:
 * `jest.mock('@cargora/shared', () => jest.requireActual('@cargora/shared/testing').sharedWithPageFaults())`.
 */
export function sharedWithPageFaults() {
  const actual = jest.requireActual<typeof import('../index')>('@cargora/shared');
  return { ...actual, useDocumentMeta: faultyHook(actual.useDocumentMeta) };
}

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
