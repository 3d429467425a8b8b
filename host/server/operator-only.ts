// Operator endpoints (/ssr-status, reading CSP reports): `Authorization: Bearer <ops token>` only. Anyone else gets the
// site's 404 page, as for an address that does not exist, so the public cannot even tell they are there.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasOpsToken } from '@cargora/shared/server';

type Handler = (req: FastifyRequest, reply: FastifyReply) => unknown;

/** A route handler for operators only: it wraps the operator's handler. */
export type OperatorsOnly = (handler: Handler) => (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * `handler` answers an operator; anyone else gets `notFound` (without a token configured nobody is an operator). It
 * decides in the route's handler, not in an onRequest hook: when a visitor left before a hook's answer was written,
 * Fastify would go on to the route's handler as well (fastify/fastify#4374) and run the operator's handler for them.
 */
export function operatorOnly(token: string | undefined, notFound: Handler): OperatorsOnly {
  return (handler) => async (req, reply) => (token && hasOpsToken(req.headers.authorization, token) ? handler(req, reply) : notFound(req, reply));
}
