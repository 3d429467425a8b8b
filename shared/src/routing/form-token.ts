// The names the host's server and the pages agree on for posted forms (no React, no HTTP client: the server imports it).

/** The hidden field and the cookie of the anti-forgery token. */
export const FORM_TOKEN_FIELD = '_csrf';
export const FORM_TOKEN_COOKIE = 'cargora_csrf';
/**
 * What the server renders in the token's field; the host puts the visitor's token in its place as the page is sent
 * (the page itself is the same for everyone, and cached).
 */
export const FORM_TOKEN_PLACEHOLDER = 'cargora-form-token-0000000000000000';
/** Set by the host's server on a posted page's request: `valid` when the form's token matched the visitor's cookie. */
export const FORM_TOKEN_HEADER = 'x-cargora-form-token';
/** The visitor's address, as the host's server saw it (the API counts its per-address limits by it). */
export const FORWARDED_FOR_HEADER = 'x-forwarded-for';

