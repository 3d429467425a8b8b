import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../../lib/http-errors';

/** Registered globally off; routes opt in with config.rateLimit (the auth routes do). */
export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      global: false,
      max: fastify.config.rateLimitAuth,
      timeWindow: '1 minute',
      errorResponseBuilder: (_req, context) =>
        new HttpError(context.statusCode, `Too many requests; try again in ${context.after}`),
    });
  },
  { name: 'rate-limit', dependencies: ['env'] },
);
