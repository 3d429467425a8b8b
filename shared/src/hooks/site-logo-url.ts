import { readRuntimeConfig } from '../config';

/** Cargora's logo, absolute (structured data). */
export const siteLogoUrl = () => new URL('/favicon.svg', readRuntimeConfig().siteUrl).href;
