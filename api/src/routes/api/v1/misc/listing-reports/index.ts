import crypto from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  errorResponses,
  LISTING_REPORT_MESSAGES,
  ListingReportBody,
  ListingReportReceipt,
  validateListingReport,
  validReportTargetId,
  type ListingReportValues,
} from '@cargora/shared/contracts/schemas';
import { badRequest, notFound } from '../../../../../lib/http-errors';

/** Notices per minute per address: enough for a visitor reporting several listings, not for a flood. */
export const LISTING_REPORT_RATE_LIMIT = 10;

const routes: FastifyPluginAsyncTypebox<{ rateLimit?: number }> = async (fastify, options) => {
  fastify.post('/listing-reports', {
    config: { rateLimit: { max: options.rateLimit ?? LISTING_REPORT_RATE_LIMIT, timeWindow: '1 minute' } },
    preHandler: async () => {
      await fastify.storage.requireFreeSpace();
    },
    schema: {
      tags: ['content'],
      summary: 'Report a service, an agent or a review (notice and action): answered with a reference',
      body: ListingReportBody,
      response: { 200: Envelope(ListingReportReceipt), 201: Envelope(ListingReportReceipt), ...errorResponses(400, 404, 429, 503, 507) },
    },
    handler: async (request, reply) => {
      const { targetType, targetId } = request.body;
      if (!validReportTargetId(targetType, targetId)) throw badRequest(`targetId "${targetId}" is not a ${targetType} id`);
      const values: ListingReportValues = { reason: request.body.reason, description: request.body.description, email: request.body.email ?? '' };
      const errors = validateListingReport(values);
      const first = Object.entries(errors)[0] as [keyof ListingReportValues, NonNullable<(typeof errors)[keyof ListingReportValues]>] | undefined;
      if (first) throw badRequest(LISTING_REPORT_MESSAGES[first[0]][first[1]] ?? `${first[0]} is ${first[1]}`);
      if (!(await fastify.listingReportsRepository.targetExists(targetType, targetId))) throw notFound(`No ${targetType} ${targetId} to report`);
      const report = {
        id: crypto.randomUUID(),
        targetType,
        targetId,
        reason: values.reason,
        description: values.description.trim(),
        email: values.email.trim() || null,
        lang: request.lang,
        clientIp: request.ip,
        createdAt: new Date().toISOString(),
      };
      const same = await fastify.listingReportsRepository.findSame(report);
      if (same) return { data: same, message: 'Report already received' };
      const receipt = await fastify.listingReportsRepository.insert(report);
      reply.code(201);
      return { data: receipt, message: 'Report received' };
    },
  });
};

export default routes;
