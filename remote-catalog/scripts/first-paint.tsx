/**
 * Build step of the catalog remote: renders the landing page's above-the-fold hero to static HTML and CSS
 * (`dist/first-paint.json`). The host's server puts it in the page it sends for the landing routes, so a visitor on
 * a slow phone sees the hero before any JavaScript has run; the host keeps showing it while this remote loads, and
 * this remote's own render then replaces it. Being part of the catalog's build, it ships, goes live and rolls back
 * with the catalog version that rendered it. English, light theme: the page drops it for any other preference.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { FIRST_PAINT_FILE, GlobalStyle, PageBody, createTheme, type FirstPaint } from '@cargora/shared';
import { HeroSearch } from '../src/features/landing/components/hero-search';

const ROOT = join(__dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

async function main() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['catalog', 'common'],
    defaultNS: 'catalog',
    resources: {
      en: {
        catalog: readJson(join(ROOT, 'public', 'locales', 'en', 'catalog.json')),
        common: readJson(join(ROOT, '..', 'shared', 'locales', 'en', 'common.json')),
      },
    },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToStaticMarkup(
      sheet.collectStyles(
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={createTheme('light', false, 'boxed')}>
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
      lang: 'en',
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
