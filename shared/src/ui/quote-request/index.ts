// @cargora/shared/quote-request: the quote request panel, form and route action the service, lane, group-quote and
// storefront pages share, one copy in the browser (a federation singleton of its own, apart from @cargora/shared/ui,
// so that pages without a quote form, the landing page first, do not download it).
export { QuoteRequestPanel, QUOTE_PARAM, QUOTE_PANEL_ID } from './quote-request-panel';
export type { QuoteLoad } from './quote-load';
export { useQuoteLoadText } from './quote-load-text';
export { quoteRequestAction, type QuoteAnswer } from './quote-action';
export { LazyQuoteRequestForm } from './lazy-quote-request-form';
export { submitQuoteGroup } from './submit-quote-request';
export { MY_QUOTE_REQUESTS_ENDPOINT, QUOTE_REQUESTS_ENDPOINT, type QuoteTargetRef } from './endpoints';
