import crypto from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses, CareerIdParams, JobApplicationReceipt, JOB_APPLICATION_FIELDS, JOB_APPLICATION_MESSAGES, validateJobApplication } from '@cargora/shared/contracts/schemas';
import { HttpError, badRequest, gone, notFound, storageError } from '../../../../../lib/http-errors';
import { requireDailyQuota } from '../../../../../lib/daily-quota';
import { sniffCv } from '../../../../../plugins/app/applications/file-sniffer';
import {
  answerOfTwin, canonicalJson, fingerprintOf, idempotencyKeyOf, isRecorded, recordAnswer, recordedAnswer, IdempotencyKeyHeaders, type IdempotentRequest,
} from '../../../../../plugins/app/idempotency/idempotency-keys';

const TEXT_FIELDS: readonly string[] = JOB_APPLICATION_FIELDS.filter((f) => f !== 'cv');
const SCOPE = 'POST /api/v1/misc/job/application';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { rateLimitApplications, applicationsPerIpPerDay, applicationsPerDay } = fastify.config;

  const quota = {
    what: 'applications', perIp: applicationsPerIpPerDay, all: applicationsPerDay,
    countSince: (since: string, ip?: string) => fastify.applicationsRepository.countSince(since, ip),
  };

  fastify.post('/job/application/:careerId', {
    config: { rateLimit: { max: rateLimitApplications, timeWindow: '1 minute' } },
    preHandler: async (request) => {
      // A repeat of a stored application (its Idempotency-Key is known) is answered by the handler, not counted.
      const key = idempotencyKeyOf(request);
      if (key !== undefined && (await isRecorded(fastify.db, SCOPE, key))) return;
      await fastify.storage.requireFreeSpace();
      // Daily quotas, per address and for everyone, checked before a byte of the upload is read.
      await requireDailyQuota(quota, request.ip);
    },
    schema: {
      tags: ['careers'],
      summary:
        'Apply for a position (multipart: name, email, phone, coverLetter, cv as PDF/DOC/DOCX up to 5 MB). An Idempotency-Key ' +
        'header (a UUID per submission, sent again on a retry; kept at least 24 h) makes a repeat answer the first ' +
        'application again without storing twice; the same key with different fields or CV is a 422',
      consumes: ['multipart/form-data'],
      headers: IdempotencyKeyHeaders,
      params: CareerIdParams,
      response: { 201: Envelope(JobApplicationReceipt), ...errorResponses(400, 403, 404, 410, 413, 415, 422, 429, 503, 507) },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Expected multipart/form-data with a cv file');
      const fields: Record<string, string> = {};
      let cv: { buffer: Buffer; filename: string } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const buffer = await part.toBuffer(); // throws 413 past the 5 MB limit
            if (part.fieldname === 'cv') cv = { buffer, filename: part.filename ?? '' };
          } else if (TEXT_FIELDS.includes(part.fieldname) && typeof part.value === 'string') {
            fields[part.fieldname] = part.value.trim();
          }
        }
      } catch (err) {
        // The multipart plugin's own errors carry a status (413, 406...); the parser's (no boundary, cut short) do not.
        if ((err as { statusCode?: number }).statusCode) throw err;
        throw badRequest(`Malformed multipart body: ${(err as Error).message}`);
      }

      const careerId = Number(request.params.careerId);
      const key = idempotencyKeyOf(request);
      const idempotent: IdempotentRequest | undefined = key === undefined ? undefined : {
        scope: SCOPE, key, fingerprint: fingerprintOf(String(careerId), canonicalJson(fields), cv?.filename ?? '', cv?.buffer ?? ''),
      };
      const replay = (receipt: unknown) => {
        reply.code(201).header('idempotent-replayed', 'true');
        return { data: receipt as { id: string; careerId: number; createdAt: string }, message: 'Application received' };
      };
      const recorded = idempotent && (await recordedAnswer(fastify.db, idempotent));
      if (recorded !== undefined) return replay(recorded);
      const status = await fastify.applicationsRepository.careerStatus(careerId);
      if (!status) throw notFound(`Career ${careerId} not found`);
      if (status === 'closed') throw gone('This job posting has closed and no longer accepts applications');
      // The careers form's rules, then the CV's content is sniffed (its name alone proves nothing).
      const values = { name: fields.name ?? '', email: fields.email ?? '', phone: fields.phone ?? '', coverLetter: fields.coverLetter ?? '' };
      const errors = validateJobApplication(values, cv ? { name: cv.filename, size: cv.buffer.length } : null);
      const field = JOB_APPLICATION_FIELDS.find((f) => errors[f]);
      if (field || !cv) {
        const wrong = field ?? 'cv';
        const code = errors[wrong] ?? 'required';
        throw new HttpError(code === 'type' ? 415 : code === 'size' ? 413 : 400, `body/${wrong} ${JOB_APPLICATION_MESSAGES[wrong][code]}`);
      }
      const kind = await sniffCv(cv.buffer);
      if (!kind) throw new HttpError(415, 'body/cv must be a PDF, DOC or DOCX file');

      const id = crypto.randomUUID();
      const relative = `applications/${id}.${kind.ext}`;
      // The CV is stored (disk or S3) before the row that names it is committed: an acknowledged application always has its file.
      await fastify.storage.objects.put(relative, cv.buffer, kind.mime).catch((err: unknown) => {
        throw storageError(err) ?? err;
      });
      const createdAt = new Date().toISOString();
      const receipt = { id, careerId, createdAt };
      try {
        await fastify.applicationsRepository.insert({
          id, career_id: careerId, name: fields.name, email: fields.email.toLowerCase(), phone: fields.phone,
          cover_letter: fields.coverLetter ?? '', file_path: relative, file_type: kind.mime, file_size: cv.buffer.length, created_at: createdAt,
          client_ip: request.ip,
        }, idempotent && ((trx) => recordAnswer(trx, idempotent, receipt)));
      } catch (err) {
        await fastify.storage.objects.remove(relative).catch(() => undefined);
        // The same key sent twice at once: the first one stored, this one answers as its repeat.
        const twin = await answerOfTwin(fastify.db, idempotent, err);
        if (twin === undefined) throw err;
        return replay(twin);
      }
      reply.code(201);
      return { data: receipt, message: 'Application received' };
    },
  });
};

export default routes;
