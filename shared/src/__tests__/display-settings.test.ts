// What a visitor's display settings are: the theme (the device's by default), its colour and the content width. The
// template's toggles of older versions (RTL apart from the language, hidden menu links, toast position, bordered
// cards) are gone: a cookie or local storage that still holds them changes nothing and breaks nothing.
import { globalCss } from '../app/global-style';
import { DEFAULT_SETTINGS } from '../stores/default-settings';
import { useSettingsStore } from '../stores/settings-store';
import { parseRenderState, serializePreferences } from '../ssr/render-state';
import { createTheme } from '../theme/theme';

const OLD = { skin: 'bordered', mode: 'dark', direction: 'rtl', themeColor: 'green', layout: 'horizontal', contentWidth: 'full', navHidden: true, toastPosition: 'bottom-left' };
const cookie = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('settings stored by an older version', () => {
  it('keep their theme, colour and width from the cookie and drop the template toggles', () => {
    const { settings } = parseRenderState(cookie({ l: 'en', c: 'EUR', s: OLD }));
    expect(settings).toEqual({ mode: 'dark', direction: 'ltr', themeColor: 'green', contentWidth: 'full' });
  });

  it('keep them from local storage too (the store reads what it finds at start)', () => {
    localStorage.setItem('settings', JSON.stringify(OLD));
    jest.isolateModules(() => {
      const { useSettingsStore: fresh } = require('../stores/settings-store') as typeof import('../stores/settings-store');
      for (const gone of ['skin', 'layout', 'navHidden', 'toastPosition']) expect(fresh.getState().settings).not.toHaveProperty(gone);
      expect(fresh.getState().settings).toMatchObject({ mode: 'dark', themeColor: 'green', contentWidth: 'full' });
    });
    localStorage.clear();
    useSettingsStore.getState().reset();
  });
});

describe('the direction', () => {
  it('is the language\'s, whatever the cookie stored', () => {
    expect(parseRenderState(cookie({ l: 'en', s: { direction: 'rtl' } })).settings.direction).toBe('ltr');
    expect(parseRenderState(cookie({ l: 'ar', s: { direction: 'ltr' } })).settings.direction).toBe('rtl');
    const arabic = serializePreferences({ lang: 'ar', currency: 'USD', settings: { ...DEFAULT_SETTINGS, direction: 'rtl' } });
    expect(parseRenderState(arabic, 'fr').settings.direction).toBe('ltr');
  });
});

describe('the theme', () => {
  const dark = createTheme('dark').palette;
  const light = createTheme('light').palette;

  it('follows the device by default: the page\'s rules carry the dark palette under prefers-color-scheme', () => {
    expect(DEFAULT_SETTINGS.mode).toBe('system');
    const css = globalCss(createTheme(DEFAULT_SETTINGS.mode));
    expect(css).toContain('color-scheme:light dark;');
    expect(css).toContain(`--cargora-background:${light.background};`);
    const media = /@media \(prefers-color-scheme: dark\)\{:root\{([^}]*)\}\}/.exec(css);
    expect(media?.[1]).toContain(`--cargora-background:${dark.background};`);
    expect(media?.[1]).toContain(`--cargora-text:${dark.text};`);
    expect(media?.[1]).toContain(`--cargora-link:${dark.primary};`);
  });

  it('is the chosen one whatever the device prefers', () => {
    for (const mode of ['light', 'dark'] as const) {
      const css = globalCss(createTheme(mode));
      expect(css).not.toContain('prefers-color-scheme');
      expect(css).toContain(`color-scheme:${mode};`);
      expect(css).toContain(`--cargora-background:${(mode === 'dark' ? dark : light).background};`);
    }
  });
});
