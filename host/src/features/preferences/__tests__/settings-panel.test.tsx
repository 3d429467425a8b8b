import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { AppProviders, Button, DEFAULT_SETTINGS, THEME_COLORS, useSettingsStore } from '@cargora/shared';
import { setupTestI18n } from '@cargora/shared/testing';
import { SettingsPanel } from '../settings-panel';

beforeAll(() => setupTestI18n(join(__dirname, '../../../../public/locales'), ['host']));
beforeEach(() => {
  localStorage.clear();
  useSettingsStore.setState({ settings: DEFAULT_SETTINGS });
});

it('switches the theme colour from the UI, restyles buttons and remembers it', () => {
  render(
    <AppProviders>
      <SettingsPanel />
      <Button>Book now</Button>
    </AppProviders>,
  );
  const book = screen.getByRole('button', { name: 'Book now' });
  const before = getComputedStyle(book).backgroundColor;
  fireEvent.click(screen.getByRole('button', { name: 'Display settings' }));
  const select = screen.getByLabelText('Theme colour');
  expect(select).toHaveValue('primary');
  expect(screen.getByRole('option', { name: 'Blue' })).toBeInTheDocument();
  fireEvent.change(select, { target: { value: 'blue' } });
  expect(useSettingsStore.getState().settings.themeColor).toBe('blue');
  expect(JSON.parse(localStorage.getItem('settings')!)).toMatchObject({ themeColor: 'blue' });
  const after = getComputedStyle(book).backgroundColor;
  expect(after).not.toBe(before);
  expect(after).toBe('rgb(21, 83, 166)'); // THEME_COLORS.blue.light.primaryDark
  expect(THEME_COLORS.blue.light.primaryDark).toBe('#1553a6');
});
