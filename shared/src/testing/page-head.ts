// What a page wrote into document.head (use-page-meta.ts applies it just after the render: await it).
export const pageHead = {
  description: () => document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
  robots: () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
  canonical: () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  /** Every JSON-LD block, parsed. */
  jsonLd: () => [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((el) => JSON.parse(el.textContent!) as Record<string, unknown>),
};
