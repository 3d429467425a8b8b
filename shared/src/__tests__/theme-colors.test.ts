import { THEME_COLORS, THEME_COLOR_KEYS, createTheme } from '../theme/theme';

/** WCAG relative-luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b2!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

it('keeps the brand orange as the default and for unknown colours', () => {
  expect(createTheme().palette.primary).toBe('#FC5722');
  expect(createTheme('light', 'boxed', 'no-such-colour').palette.primary).toBe('#FC5722');
});

it('swaps only the accent colours for a chosen theme colour', () => {
  const blue = createTheme('light', 'boxed', 'blue');
  const orange = createTheme('light', 'boxed', 'primary');
  expect(blue.palette.primaryDark).toBe(THEME_COLORS.blue.light.primaryDark);
  expect({ ...blue.palette, primary: '', primaryDark: '', primaryContrast: '' }).toEqual({ ...orange.palette, primary: '', primaryDark: '', primaryContrast: '' });
  expect(createTheme('dark', 'boxed', 'green').palette.primaryDark).toBe(THEME_COLORS.green.dark.primaryDark);
});

it.each(THEME_COLOR_KEYS)('%s: button text on primaryDark reads at 4.5:1 or better in both modes', (key) => {
  for (const mode of ['light', 'dark'] as const) {
    const { palette } = createTheme(mode, 'boxed', key);
    expect(contrast(palette.primaryContrast, palette.primaryDark)).toBeGreaterThanOrEqual(4.5);
  }
});
