/**
 * Build step of the catalog remote: renders the landing page's above-the-fold hero to static HTML and CSS
 * (`dist/first-paint.json`). The host's server puts it in the page it sends for the landing routes, so a visitor on
 * a slow phone sees the hero before any JavaScript has run; the host keeps showing it while this remote loads, and
 * this remote's own render then replaces it. Being part of the catalog's build, it ships, goes live and rolls back
 * with the catalog version that rendered it. Default language and settings: the page drops it for any other preference.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { GlobalStyle, PageBody, createTheme } from '@cargora/shared';
import { DEFAULT_LANGUAGE, FIRST_PAINT_FILE, FIRST_PAINT_SETTINGS, type FirstPaint } from '@cargora/shared/server';
import { HeroSearch } from '../src/features/landing/components/hero-search';

const ROOT = join(__dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

async function main() {
  const i18n = createInstance();
  const lang = DEFAULT_LANGUAGE;
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: lang,
    ns: ['catalog', 'common'],
    defaultNS: 'catalog',
    resources: {
      [lang]: {
        catalog: readJson(join(ROOT, 'public', 'locales', lang, 'catalog.json')),
        common: readJson(require.resolve(`@cargora/shared/locales/${lang}/common.json`)),
      },
    },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  // Rendered with the default settings; the page's guard drops it for a visitor whose stored ones differ.
  const { mode, skin, contentWidth, themeColor } = FIRST_PAINT_SETTINGS;
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToStaticMarkup(
      sheet.collectStyles(
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={createTheme(mode, skin === 'bordered', contentWidth, themeColor)}>
            <GlobalStyle />
            <MemoryRouter>
              <PageBody>
                <HeroSearch />
              </PageBody>
            </MemoryRouter>
          </ThemeProvider>
        </I18nextProvider>,
      ),
    );
    const firstPaint: FirstPaint = {
      remote: 'catalog',
      routes: ['/', '/landing-page'],
      lang,
      // Plain style tags: styled-components in the browser must not adopt these as its own server-rendered sheet.
      html: `${sheet.getStyleTags().replace(/ data-styled="[^"]*" data-styled-version="[^"]*"/g, ' data-first-paint-style')}${markup}`,
    };
    mkdirSync(join(ROOT, 'dist'), { recursive: true });
    writeFileSync(join(ROOT, 'dist', FIRST_PAINT_FILE), JSON.stringify(firstPaint));
    console.log(`first paint: ${FIRST_PAINT_FILE} (${firstPaint.html.length} bytes) for ${firstPaint.routes.join(', ')}`);
  } finally {
    sheet.seal();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
