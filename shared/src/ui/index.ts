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
export { fromPriceText, priceUnitKey } from './price-unit';
