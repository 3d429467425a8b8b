import { join } from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useCurrencyStore } from '@cargora/shared/runtime';
import { AppProviders } from '@cargora/shared/ui';
import { setupTestI18n } from '@cargora/shared/testing';
import { CURRENCY_LIST_MAX_HEIGHT_PX, CurrencyPicker, SYMBOLS_FALLBACK_MS, currencyLabel } from '../currency-picker';

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

it('shows the chosen currency, with its symbol from the first interaction on', () => {
  const field = renderPicker();
  expect(field).toHaveValue('USD');
  fireEvent.pointerDown(document.body);
  expect(field).toHaveValue('USD ($)');
  expect(field).toHaveAttribute('aria-expanded', 'false');
});

it('shows the symbol after a while even without any interaction', () => {
  jest.useFakeTimers();
  try {
    const field = renderPicker();
    expect(field).toHaveValue('USD');
    act(() => jest.advanceTimersByTime(SYMBOLS_FALLBACK_MS));
    expect(field).toHaveValue('USD ($)');
  } finally {
    jest.useRealTimers();
  }
});

it('opens a list no taller than 200 px, filters by typing, and chooses with the mouse', () => {
  const field = renderPicker();
  fireEvent.focus(field);
  const list = screen.getByRole('listbox', { name: 'Currency' });
  expect(CURRENCY_LIST_MAX_HEIGHT_PX).toBe(200);
  expect(getComputedStyle(list).maxHeight).toBe('200px');
  expect(within(list).getAllByRole('option').length).toBeGreaterThan(140);
  fireEvent.change(field, { target: { value: 'eur' } });
  const options = within(list).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toContain('EUR (€)');
  fireEvent.mouseDown(within(list).getByRole('option', { name: 'EUR (€)' }));
  expect(useCurrencyStore.getState().currency).toBe('EUR');
  expect(localStorage.getItem('selectedCurrency')).toBe('EUR');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(field).toHaveValue('EUR (€)');
});

it('works from the keyboard: arrows move, Enter chooses, Escape closes without a change', () => {
  const field = renderPicker();
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: 'gb' } });
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  const active = field.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  fireEvent.keyDown(field, { key: 'Escape' });
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(useCurrencyStore.getState().currency).toBe('USD');

  fireEvent.keyDown(field, { key: 'ArrowDown' });
  fireEvent.change(field, { target: { value: 'GBP' } });
  fireEvent.keyDown(field, { key: 'Enter' });
  expect(useCurrencyStore.getState().currency).toBe('GBP');
});

it('says so when nothing matches, and shows an unknown code as the code itself', () => {
  const field = renderPicker();
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: 'zzzz' } });
  expect(screen.getByText('No currency matches')).toBeInTheDocument();
  expect(currencyLabel('XQQ', 'XQQ')).toBe('XQQ');
});
