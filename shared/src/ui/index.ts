// @cargora/shared/ui: the UI kit and the app frame every package renders with (React components, the providers, the
// global style, a remote's App), one copy in the browser (a federation singleton).
import '../theme/styled-theme';
// The site's links are react-router-dom's own.
export { Link, NavLink } from '@cargora/shared/router';
export * from './primitives';
export * from './form-parts';
export * from './states';
export * from './route-error';
export * from './pagination';
export * from './rating';
export * from './query-links';
export * from './breadcrumb';
export * from './error-boundary';
export * from './bidi';
export * from './text-language';
export * from './external-links';
export * from './service-card';
export * from './combobox';
export * from './place-combobox';
export * from './agent-card';
export * from './queue-card';
export * from './report-link';
export * from './agent-trust';
export { AppProviders, themeForSettings } from '../app/app-providers';
export { GlobalStyle, globalCss } from '../app/global-style';
export { mountStandalone } from '../app/standalone';
export { QuoteRequestPanel, QUOTE_PARAM, QUOTE_PANEL_ID } from './quote-request/quote-request-panel';
export type { QuoteLoad } from './quote-request/quote-load';
export { useQuoteLoadText } from './quote-request/quote-load-text';
export { fromPriceText, priceUnitKey } from './price-unit';
export { quoteRequestAction, type QuoteAnswer } from './quote-request/quote-action';
export { LazyQuoteRequestForm } from './quote-request/lazy-quote-request-form';
export { submitQuoteGroup } from './quote-request/submit-quote-request';
export {
  MY_QUOTE_REQUESTS_ENDPOINT,
  QUOTE_REQUESTS_ENDPOINT,
  type QuoteTargetRef,
} from './quote-request/endpoints';
