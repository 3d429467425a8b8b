import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Badge, Button, Card, Container, Input, Text } from '../ui/primitives';
import { colors, createTheme, skin, themeCustomProperties, type CargoraTheme, type Palette } from '../theme/theme';

/** The declarations of `themeCustomProperties` as a map of custom property → value. */
function declared(theme: CargoraTheme): Map<string, string> {
  return new Map(
    themeCustomProperties(theme)
      .split(';')
      .filter(Boolean)
      .map((declaration) => declaration.split(/:(.*)/s).slice(0, 2) as [string, string]),
  );
}

const nameOf = (reference: string) => /^var\((--[a-z-]+)\)$/.exec(reference)![1]!;

it('declares every colour of the palette, with the theme’s value, in each mode and accent', () => {
  for (const theme of [createTheme(), createTheme('dark', 'boxed', 'purple')]) {
    const values = declared(theme);
    for (const [key, reference] of Object.entries(colors)) {
      expect(values.get(nameOf(reference))).toBe(theme.palette[key as keyof Palette]);
    }
  }
  expect(nameOf(colors.surfaceAlt)).toBe('--cargora-surface-alt');
  // The names the rating star and the sign-in page's error name through `colors`.
  expect(nameOf(colors.rating)).toBe('--cargora-rating');
  expect(nameOf(colors.error)).toBe('--cargora-error');
});

it('declares the cards\' look and what the content width changes', () => {
  const boxed = declared(createTheme('light', 'boxed'));
  const full = declared(createTheme('light', 'full'));
  expect(boxed.get(nameOf(skin.cardBorder))).toBe('transparent');
  expect(boxed.get(nameOf(skin.cardShadow))).not.toBe('none');
  expect(boxed.get(nameOf(skin.contentMaxWidth))).toBe('1200px');
  expect(full.get(nameOf(skin.contentMaxWidth))).toBe('100%');
});

it('gives the primitives the same CSS (the same class) in every theme: only the custom properties change', () => {
  const themes = [
    createTheme(),
    createTheme('dark'),
    createTheme('light', 'full', 'blue'),
    createTheme('dark', 'boxed', 'green'),
  ];
  const classesIn = (theme: CargoraTheme) => {
    const { container, unmount } = render(
      <ThemeProvider theme={theme}>
        <Container>
          <Card>
            <Text $variant="fm-h3">Title</Text>
            <Text $muted>Muted</Text>
            <Badge $tone="success">Badge</Badge>
            <Button>Primary</Button>
            <Button $variant="outline">Outline</Button>
            <Input aria-label="Field" />
          </Card>
        </Container>
      </ThemeProvider>,
    );
    const classes = [...container.querySelectorAll('*')].map((element) => element.className);
    unmount();
    return classes;
  };
  const first = classesIn(themes[0]!);
  expect(first.every(Boolean)).toBe(true);
  for (const theme of themes.slice(1)) expect(classesIn(theme)).toEqual(first);
});
