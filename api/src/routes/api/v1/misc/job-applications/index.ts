import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses } from '../../../../../schemas/common';
import { CareerIdParams, JobApplicationReceipt } from '../../../../../schemas/content';
import { HttpError, badRequest, notFound } from '../../../../../lib/http-errors';
import { sniffCv } from '../../../../../plugins/app/applications/file-sniffer';

const FIELD_RULES: Record<string, { required: boolean; max: number; pattern?: RegExp; hint: string }> = {
  name: { required: true, max: 100, hint: 'a name of 1-100 characters' },
  email: { required: true, max: 254, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, hint: 'a valid email address' },
  phone: { required: true, max: 25, pattern: /^\+?[0-9 ().-]{6,25}$/, hint: 'a phone number of 6-25 digits' },
  coverLetter: { required: false, max: 5000, hint: 'at most 5000 characters' },
};

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const applicationsDir = path.join(fastify.config.filesDir, 'applications');
  await fs.mkdir(applicationsDir, { recursive: true });

  fastify.post('/job/application/:careerId', {
    schema: {
      tags: ['careers'],
      summary: 'Apply for a position (multipart: name, email, phone, coverLetter, cv as PDF/DOC/DOCX up to 5 MB)',
      consumes: ['multipart/form-data'],
      params: CareerIdParams,
      response: { 201: Envelope(JobApplicationReceipt), ...errorResponses(400, 404, 413, 415) },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Expected multipart/form-data with a cv file');
      const fields: Record<string, string> = {};
      let cv: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const buffer = await part.toBuffer(); // throws 413 past the 5 MB limit
          if (part.fieldname === 'cv') cv = buffer;
        } else if (part.fieldname in FIELD_RULES && typeof part.value === 'string') {
          fields[part.fieldname] = part.value.trim();
        }
      }

      const careerId = Number(request.params.careerId);
      if (!(await fastify.applicationsRepository.careerIsOpen(careerId))) throw notFound(`Career ${careerId} not found`);
      for (const [name, rule] of Object.entries(FIELD_RULES)) {
        const value = fields[name] ?? '';
        if (!value && rule.required) throw badRequest(`body/${name} is required`);
        if (value.length > rule.max || (value && rule.pattern && !rule.pattern.test(value))) throw badRequest(`body/${name} must be ${rule.hint}`);
      }
      if (!cv || cv.length === 0) throw badRequest('body/cv is required (PDF, DOC or DOCX file)');
      const kind = sniffCv(cv);
      if (!kind) throw new HttpError(415, 'body/cv must be a PDF, DOC or DOCX file');

      const id = crypto.randomUUID();
      const relative = `applications/${id}.${kind.ext}`;
      const file = path.join(fastify.config.filesDir, relative);
      await fs.writeFile(file, cv, { flag: 'wx' });
      const createdAt = new Date().toISOString();
      try {
        await fastify.applicationsRepository.insert({
          id, career_id: careerId, name: fields.name, email: fields.email.toLowerCase(), phone: fields.phone,
          cover_letter: fields.coverLetter ?? '', file_path: relative, file_type: kind.mime, file_size: cv.length, created_at: createdAt,
        });
      } catch (err) {
        await fs.rm(file, { force: true });
        throw err;
      }
      reply.code(201);
      return { data: { id, careerId, createdAt }, message: 'Application received' };
    },
  });
};

export default routes;
