// react-i18next as the site's browser code uses it, as one federation singleton (`@cargora/shared/translation`,
// shared/build/singletons.ts): shared as a package it reaches the browser whole (10.6 KB gzip, `Trans` and its HTML
// parser included); through this entry the bundler keeps only what is named here (2.7 KB). Browser code imports it
// from here (lint enforces it); server-only code and tests may import `react-i18next` itself, the same module.
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
