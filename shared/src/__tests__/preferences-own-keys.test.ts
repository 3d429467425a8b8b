import { convertFromUsd, convertToUsd } from '../currency/currency';
import { DEFAULT_SETTINGS } from '../stores/default-settings';
import { parseRenderState } from '../ssr/render-state';
import { createTheme, themeCustomProperties } from '../theme/theme';

// Names every object has through its prototype: a visitor's value that is one of them must not find anything.
const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];
const cookie = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('a visitor value that names something every object inherits', () => {
  it.each(INHERITED)('is no theme colour: %s gives the default one, and the page its colours', (name) => {
    const state = parseRenderState(cookie({ s: { themeColor: name } }));
    expect(state.settings.themeColor).toBe(DEFAULT_SETTINGS.themeColor);
    // Even asked for directly (the browser's own settings store), the theme falls back to the brand colour.
    const rules = themeCustomProperties(createTheme('light', 'boxed', name));
    expect(rules).not.toContain('undefined');
    expect(rules).toContain(`--cargora-primary:${createTheme('light').palette.primary};`);
  });

  it.each(INHERITED)('is no setting, language or currency: %s', (name) => {
    const settings = Object.fromEntries(Object.keys(DEFAULT_SETTINGS).map((key) => [key, name]));
    expect(parseRenderState(cookie({ l: name, c: name, s: settings }), name)).toEqual(parseRenderState(undefined));
    // A cookie whose keys are those names (JSON.parse makes them own keys) sets nothing either.
    const keys = `{"s":{"${name}":{"mode":"dark","themeColor":"blue"}},"${name}":{"l":"fr"}}`;
    expect(parseRenderState(encodeURIComponent(keys))).toEqual(parseRenderState(undefined));
  });

  it.each(INHERITED)('has no exchange rate: %s', (name) => {
    expect(convertFromUsd(10, name, { EUR: 0.9 })).toBeNull();
    expect(convertToUsd(10, name, { EUR: 0.9 })).toBeNull();
  });
});
