// The validation rules both the site's forms and the API apply. Imported as `@cargora/shared/rules` by the
// remotes that have the forms (not through the federated `@cargora/shared` singleton: pure functions, no state).
export * from './job-application';
export * from './quote-request';
export * from './listing-report';
export * from './load';
export * from './tariff';
