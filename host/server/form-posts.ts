// Forms posted to a page without JavaScript (the job application, a quote request): their body read here, the
// anti-forgery token checked (a double-submit cookie: the page's hidden field holds the visitor's cookie value), and
// handed to the render thread, where the page's route action runs (shared/src/routing/form-post.ts).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import { FORM_TOKEN_COOKIE, FORM_TOKEN_FIELD, cookieValue } from '@cargora/shared/server';
import type { PostedForm } from './render-protocol';

/** The largest file a form takes (a CV: the job application's 5 MB, and one byte more to tell "too large"). */
export const MAX_FORM_FILE_BYTES = 5 * 1024 * 1024;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export async function registerFormBodies(app: FastifyInstance) {
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  // A file over the limit is cut at limit + 1 byte and marked, not refused here: the action says "too large" beside
  // the field and keeps the rest of the form.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_FORM_FILE_BYTES + 1, files: 2, fields: 40, fieldSize: 20_000, parts: 42 },
  });
}

/** The posted fields and files, in order. */
export async function readPostedForm(req: FastifyRequest): Promise<Pick<PostedForm, 'fields' | 'files'>> {
  const fields: PostedForm['fields'] = [];
  const files: PostedForm['files'] = [];
  if (req.isMultipart()) {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A file input left empty still sends a part, nameless and empty.
        if (part.filename || bytes.length) files.push({ field: part.fieldname, filename: part.filename, type: part.mimetype, bytes: new Uint8Array(bytes) });
      } else fields.push([part.fieldname, String(part.value ?? '')]);
    }
    return { fields, files };
  }
  const body = (req.body ?? {}) as Record<string, string | string[]>;
  for (const [name, value] of Object.entries(body)) {
    for (const one of Array.isArray(value) ? value : [value]) fields.push([name, String(one)]);
  }
  return { fields, files };
}

const secureCookie = (siteUrl: string) => (siteUrl.startsWith('https:') ? '; Secure' : '');

/**
 * The visitor's anti-forgery token for a page that holds a form: their cookie's, or a new one (set on this response;
 * HttpOnly, for the browser session only).
 */
export function formTokenFor(req: FastifyRequest, reply: FastifyReply, siteUrl: string): string {
  const existing = cookieValue(req.headers.cookie, FORM_TOKEN_COOKIE);
  if (existing && TOKEN.test(existing)) return existing;
  const token = randomBytes(24).toString('base64url');
  reply.header('Set-Cookie', `${FORM_TOKEN_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${secureCookie(siteUrl)}`);
  return token;
}

/** Does the posted form carry the visitor's token (the cookie's value in its hidden field)? */
export function formTokenMatches(req: FastifyRequest, fields: PostedForm['fields']): boolean {
  const cookie = cookieValue(req.headers.cookie, FORM_TOKEN_COOKIE);
  const sent = fields.find(([name]) => name === FORM_TOKEN_FIELD)?.[1];
  if (!cookie || !sent || !TOKEN.test(cookie)) return false;
  const [a, b] = [Buffer.from(cookie), Buffer.from(sent)];
  return a.length === b.length && timingSafeEqual(a, b);
}
