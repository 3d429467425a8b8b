import { join } from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { STORAGE_KEYS } from '@cargora/shared/contracts';
import { i18next, storage, useSettingsStore } from '@cargora/shared/runtime';
import { AppProviders } from '@cargora/shared/ui';
import { setupTestI18n } from '@cargora/shared/testing';
import { changeLanguage } from '../../features/preferences/change-language';
import { PreferencesForm } from '../preference-selects';

beforeAll(() => setupTestI18n(join(__dirname, '../../../public/locales'), ['host']));
beforeEach(async () => {
  localStorage.clear();
  await changeLanguage('en');
});

/** The select on `path`, reached from the landing page (Back leads there). */
function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <PreferencesForm idSuffix="test" /> }], {
    initialEntries: ['/landing-page', path],
    initialIndex: 1,
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const addressOf = ({ location }: ReturnType<typeof renderAt>['state']) =>
  `${location.pathname}${location.search}${location.hash}`;

/** Picks `lng` in the list, then applies the form (its button). */
async function choose(lng: string) {
  await act(async () => {
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: lng } });
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  });
}

it('changes nothing while a language is only picked in the list (ArrowDown on the focused select), until applied', async () => {
  renderAt('/allServices');
  const select = screen.getByRole('combobox', { name: 'Language' });
  select.focus();
  fireEvent.keyDown(select, { key: 'ArrowDown' });
  await act(async () => {
    fireEvent.change(select, { target: { value: 'fr' } });
  });
  expect([i18next.language, storage.get(STORAGE_KEYS.language)]).toEqual(['en', 'en']);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  });
  expect(i18next.language).toBe('fr');
});

it('is a GET form to /preferences that brings the visitor back to this page without JavaScript', () => {
  renderAt('/allServices?sort=price_asc');
  const form = screen.getByRole('form', { name: 'Display preferences' });
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/preferences');
  expect(form.querySelector('input[name="back"]')).toHaveValue('/allServices?sort=price_asc');
  expect(form.querySelector('select[name="lang"]')).not.toBeNull();
  expect(form.querySelector('input[name="currency"]')).toHaveValue('USD');
});

it('writes the chosen language over the address’s ?lang= in place, keeping the rest of the address', async () => {
  const router = renderAt('/allServices?lang=fr&sort=price_asc#results');
  await choose('ar');
  expect(addressOf(router.state)).toBe('/allServices?lang=ar&sort=price_asc#results');
  expect(router.state.historyAction).toBe('REPLACE');
  const { direction } = useSettingsStore.getState().settings;
  expect([i18next.language, storage.get(STORAGE_KEYS.language), direction]).toEqual(['ar', 'ar', 'rtl']);
  // Nothing was pushed: Back leaves the page.
  await act(() => router.navigate(-1));
  expect(addressOf(router.state)).toBe('/landing-page');
});

it('leaves an address without ?lang= alone', async () => {
  const router = renderAt('/cargorareads?page=2');
  const before = router.state.location;
  await choose('fr');
  expect(router.state.location).toBe(before);
  expect([i18next.language, storage.get(STORAGE_KEYS.language)]).toEqual(['fr', 'fr']);
});
