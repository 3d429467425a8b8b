// Operator endpoints (/ssr-status, reading CSP reports): `Authorization: Bearer <ops token>` only. Anyone else gets the
// site's 404 page, as for an address that does not exist, so the public cannot even tell they are there.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasOpsToken } from '@cargora/shared/server';

type Handler = (req: FastifyRequest, reply: FastifyReply) => unknown;

/** An onRequest hook answering `notFound` to all but an operator; without a token configured nobody is one. */
export function operatorOnly(token: string | undefined, notFound: Handler) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (token && hasOpsToken(req.headers.authorization, token)) return;
    await notFound(req, reply);
    return reply;
  };
}
