import fp from 'fastify-plugin';
import { CONTENT_LANGS, type ContentLangT } from '@cargora/shared/contracts/schemas';
import { badRequest } from '../../lib/http-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer's texts are in: `?lang=`, else the best of `Accept-Language`, else English. */
    lang: ContentLangT;
  }
}

const isLang = (value: string): value is ContentLangT => (CONTENT_LANGS as readonly string[]).includes(value);

/** The best language of an Accept-Language header the API serves ("ar-EG,ar;q=0.9,en;q=0.5" → ar), or undefined. */
export function negotiateLanguage(header: string | undefined): ContentLangT | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.find((entry) => isLang(entry.base))?.base as ContentLangT | undefined;
}

/**
 * Every request gets `request.lang`. A `lang` in the query string wins (a page's URL says its language, and caches key on
 * the URL); an unknown one is the visitor's mistake (400). Answers say which language was chosen (Content-Language)
 * and that Accept-Language may change them (Vary).
 */
export default fp(
  async (fastify) => {
    fastify.decorateRequest('lang', 'en');
    fastify.addHook('onRequest', async (request, reply) => {
      const query = request.query as Record<string, unknown> | undefined;
      const asked = query?.lang;
      if (asked !== undefined) {
        if (typeof asked !== 'string' || !isLang(asked)) throw badRequest(`lang must be one of ${CONTENT_LANGS.join(', ')}`);
        request.lang = asked;
      } else {
        request.lang = negotiateLanguage(request.headers['accept-language']) ?? 'en';
      }
      if (request.method === 'GET' || request.method === 'HEAD') void reply.header('vary', 'Accept-Language').header('content-language', request.lang);
    });
  },
  { name: 'request-language' },
);
