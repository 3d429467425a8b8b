import { join } from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useCurrencyStore, i18next } from '@cargora/shared/runtime';
import { AppProviders } from '@cargora/shared/ui';
import { setupTestI18n } from '@cargora/shared/testing';
import { CURRENCY_LIST_MAX_HEIGHT_PX, CurrencyPicker, currencyLabel } from '../currency-picker';

beforeAll(() => setupTestI18n(join(__dirname, '../../../public/locales'), ['host']));
beforeEach(() => {
  localStorage.clear();
  useCurrencyStore.setState({ currency: 'USD' });
});

function renderPicker() {
  render(
    <AppProviders>
      <CurrencyPicker id="c" />
    </AppProviders>,
  );
  return screen.getByRole('combobox', { name: 'Currency' });
}

it('shows the chosen code, the same before and after any interaction (no flicker), and opens only on request', () => {
  const field = renderPicker();
  expect(field).toHaveValue('USD');
  fireEvent.pointerDown(document.body);
  fireEvent.focus(field);
  expect(field).toHaveValue('USD');
  // Focus alone (a Tab into the top bar) does not pop the list.
  expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).toBeNull();
  fireEvent.click(field);
  expect(field).toHaveAttribute('aria-expanded', 'true');
});

it('opens a list no taller than 200 px that names each currency, finds one by its name, and chooses with the mouse', () => {
  const field = renderPicker();
  fireEvent.click(field);
  const list = screen.getByRole('listbox', { name: 'Currency' });
  expect(CURRENCY_LIST_MAX_HEIGHT_PX).toBe(200);
  expect(getComputedStyle(list).maxHeight).toBe('200px');
  expect(within(list).getAllByRole('option').length).toBeGreaterThan(140);
  expect(within(list).getByRole('option', { name: 'JPY · Japanese Yen (¥)' })).toBeInTheDocument();
  fireEvent.change(field, { target: { value: 'euro' } });
  expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['EUR · Euro (€)']);
  fireEvent.mouseDown(within(list).getByRole('option', { name: 'EUR · Euro (€)' }));
  expect(useCurrencyStore.getState().currency).toBe('EUR');
  expect(localStorage.getItem('selectedCurrency')).toBe('EUR');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(field).toHaveValue('EUR');
});

it('finds yen and dirham by name, in French by their French names', async () => {
  const field = renderPicker();
  fireEvent.change(field, { target: { value: 'yen' } });
  expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent(/^JPY/);
  fireEvent.change(field, { target: { value: 'dirham' } });
  const codes = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent!.slice(0, 3));
  expect(codes).toEqual(expect.arrayContaining(['AED', 'MAD']));
  await act(() => i18next.changeLanguage('fr'));
  try {
    fireEvent.change(field, { target: { value: 'livre sterling' } });
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['GBP · livre sterling (£GB)']);
  } finally {
    await act(() => i18next.changeLanguage('en'));
  }
});

it('works from the keyboard: ArrowDown opens, arrows move, Enter chooses, Escape closes without a change', () => {
  const field = renderPicker();
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  expect(field).toHaveAttribute('aria-expanded', 'true');
  fireEvent.change(field, { target: { value: 'gb' } });
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  expect(field.getAttribute('aria-activedescendant')).toBeTruthy();
  fireEvent.keyDown(field, { key: 'Escape' });
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(useCurrencyStore.getState().currency).toBe('USD');

  fireEvent.keyDown(field, { key: 'ArrowDown' });
  fireEvent.change(field, { target: { value: 'GBP' } });
  fireEvent.keyDown(field, { key: 'Enter' });
  expect(useCurrencyStore.getState().currency).toBe('GBP');
});

it('says so when nothing matches', () => {
  const field = renderPicker();
  fireEvent.change(field, { target: { value: 'zzzz' } });
  expect(screen.getByText('No currency matches')).toBeInTheDocument();
  expect(currencyLabel('EUR', 'en')).toBe('EUR · Euro (€)');
});
