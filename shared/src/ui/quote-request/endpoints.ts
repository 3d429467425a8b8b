// Where quote requests go, and to whom: a small module, so the shared bundle can name them without the form.
export const QUOTE_REQUESTS_ENDPOINT = '/misc/quote-requests';
export const MY_QUOTE_REQUESTS_ENDPOINT = '/misc/quote-requests/mine';
/** One request to several agents (each its own request, sharing a group reference). */
export const QUOTE_GROUPS_ENDPOINT = '/misc/quote-requests/group';

/** Whom the request goes to: a service (and so its agent) or an agent from the storefront. */
export type QuoteTargetRef = { serviceId: number } | { agentId: number };
