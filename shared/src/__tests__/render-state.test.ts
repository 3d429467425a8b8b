import { DEFAULT_SETTINGS } from '../stores/default-settings';
import { cookieValue, parseRenderState, serializePreferences } from '../ssr/render-state';

describe('the render state of a request', () => {
  it('round-trips through the preferences cookie', () => {
    const state = { lang: 'fr' as const, currency: 'EUR', settings: { ...DEFAULT_SETTINGS, mode: 'dark' as const } };
    expect(parseRenderState(serializePreferences(state))).toEqual(state);
  });

  it('lets ?lang= win, with its direction', () => {
    const stored = serializePreferences({ lang: 'fr', currency: 'EUR', settings: DEFAULT_SETTINGS });
    expect(parseRenderState(stored, 'ar')).toMatchObject({ lang: 'ar', currency: 'EUR', settings: { direction: 'rtl' } });
    expect(parseRenderState(undefined, 'ar').settings.direction).toBe('rtl');
    expect(parseRenderState(undefined, 'xx').lang).toBe('en');
  });

  it('falls back to the defaults for anything missing, unknown or malformed', () => {
    expect(parseRenderState(undefined)).toEqual({ lang: 'en', currency: 'USD', settings: DEFAULT_SETTINGS });
    expect(parseRenderState('%7Bnot json')).toEqual({ lang: 'en', currency: 'USD', settings: DEFAULT_SETTINGS });
    const hostile = encodeURIComponent(JSON.stringify({ l: 'de', c: 'usd<script>', s: { mode: 'neon', themeColor: '"><x', navHidden: 'yes', extra: 1 } }));
    expect(parseRenderState(hostile)).toEqual({ lang: 'en', currency: 'USD', settings: DEFAULT_SETTINGS });
  });

  it('reads one cookie of a Cookie header', () => {
    expect(cookieValue('a=1; cargora_prefs=x%3Dy; b=2', 'cargora_prefs')).toBe('x%3Dy');
    expect(cookieValue(undefined, 'cargora_prefs')).toBeUndefined();
  });
});
