import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_SETTINGS, THEME_COLORS, useSettingsStore } from '@cargora/shared/runtime';
import { AppProviders, Button } from '@cargora/shared/ui';
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
  // The button's rule names the theme's custom property (theme.ts: colors); the site-wide rules give it the chosen
  // colour's value (jsdom does not resolve var(), so the property is read where it is declared).
  const buttonClass = book.className;
  const accent = () => getComputedStyle(document.documentElement).getPropertyValue('--cargora-primary-dark');
  expect(accent()).toBe(THEME_COLORS.primary.light.primaryDark);
  fireEvent.click(screen.getByRole('button', { name: 'Display settings' }));
  const select = screen.getByLabelText('Theme colour');
  expect(select).toHaveValue('primary');
  expect(screen.getByRole('option', { name: 'Blue' })).toBeInTheDocument();
  fireEvent.change(select, { target: { value: 'blue' } });
  expect(useSettingsStore.getState().settings.themeColor).toBe('blue');
  expect(JSON.parse(localStorage.getItem('settings')!)).toMatchObject({ themeColor: 'blue' });
  expect(accent()).toBe(THEME_COLORS.blue.light.primaryDark);
  expect(THEME_COLORS.blue.light.primaryDark).toBe('#1553a6');
  // The button itself kept its class: nothing but the custom property changed.
  expect(book.className).toBe(buttonClass);
});

it('offers the theme (the device\'s by default, light, dark) and no template toggles', () => {
  render(
    <AppProviders>
      <SettingsPanel />
    </AppProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Display settings' }));
  const theme = screen.getByRole('combobox', { name: 'Theme' });
  expect(theme).toHaveValue('system');
  expect(screen.getAllByRole('option').filter((o) => theme.contains(o)).map((o) => o.textContent)).toEqual(['Same as the device', 'Light', 'Dark']);
  // The direction follows the language; the menu, the notifications and the cards are the site's, not settings.
  for (const gone of [/right-to-left/i, /menu/i, /notifications/i, /bordered/i]) expect(screen.queryByLabelText(gone)).toBeNull();
  fireEvent.change(theme, { target: { value: 'dark' } });
  expect(useSettingsStore.getState().settings.mode).toBe('dark');
  expect(getComputedStyle(document.documentElement).getPropertyValue('--cargora-background')).toBe('#0f131b');
});
