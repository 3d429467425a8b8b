import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses, AuthResult, LoginBody, MeResult, OtpBody, OtpChallenge, OtpParams } from '@cargora/shared/contracts/schemas';
import { clearSessionCookie, setSessionCookie } from '../../../../plugins/app/auth/session-cookie';
import { requestToken } from '../../../../plugins/app/auth/jwt';
import { unauthorized } from '../../../../lib/http-errors';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { siteUrl } = fastify.config;
  const rateLimit = { max: fastify.config.rateLimitAuth, timeWindow: '1 minute' };
  // Answers here carry a token or the user: no cache (browser, proxy or the read cache) may keep them.
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('pragma', 'no-cache');
  });
  const preHandler = async () => fastify.storage.requireFreeSpace();

  fastify.post('/login/customer', {
    config: { rateLimit },
    preHandler,
    schema: {
      tags: ['auth'],
      summary:
        'Customer login: checks the password and sends a one-time code. After LOGIN_MAX_FAILURES wrong passwords from ' +
        'one address for one account, that pair waits 1 s, 2 s, 4 s … (at most LOGIN_WINDOW_SECONDS) between tries (429 ' +
        'with Retry-After); an address failing LOGIN_MAX_FAILURES_PER_IP times across accounts waits out the window',
      body: LoginBody,
      response: { 200: Envelope(OtpChallenge), ...errorResponses(400, 401, 403, 429, 503, 507) },
    },
    handler: async (request) => {
      const challenge = await fastify.auth.login(request.body.email, request.body.password, request.ip, request.log);
      return { data: challenge, message: 'Verification code sent' };
    },
  });

  fastify.post('/otp/verify/:identifier', {
    config: { rateLimit },
    preHandler,
    schema: {
      tags: ['auth'],
      summary:
        'Verify the one-time code; returns a bearer token (for API clients) and sets it in the HttpOnly session cookie ' +
        'cargora_session (SameSite=Lax, Secure on https, as long as the token lives), which the site uses',
      params: OtpParams,
      body: OtpBody,
      response: { 200: Envelope(AuthResult), ...errorResponses(400, 403, 404, 423, 429, 503, 507) },
    },
    handler: async (request, reply) => {
      const { token, user, expiresAt } = await fastify.auth.verifyOtp(request.params.identifier, request.body.code);
      setSessionCookie(reply, siteUrl, token, expiresAt);
      return { data: { token, user }, message: 'Signed in' };
    },
  });

  fastify.post('/session', {
    config: { rateLimit },
    schema: {
      tags: ['auth'],
      summary:
        'Start the site session from a bearer token signed in elsewhere (the customer and agent sites): the token, ' +
        'once verified, goes into the HttpOnly session cookie cargora_session; answers its user',
      security: [{ bearerAuth: [] }],
      response: { 200: Envelope(MeResult), ...errorResponses(401, 403, 429) },
    },
    handler: async (request, reply) => {
      if (!request.headers.authorization) throw unauthorized('Send the token to keep as a bearer Authorization header');
      const { user, expiresAt } = await fastify.auth.currentSession(request);
      setSessionCookie(reply, siteUrl, requestToken(request), expiresAt);
      return { data: { user }, message: 'Signed in' };
    },
  });

  fastify.post('/logout', {
    config: { rateLimit },
    schema: {
      tags: ['auth'],
      summary:
        'Sign out: the token (bearer header or session cookie) is revoked on the server (every API instance answers 401 ' +
        'to it from now on) and the session cookie is cleared, even when the token was no longer valid',
      security: [{ bearerAuth: [] }, { sessionCookie: [] }],
      response: { 200: Envelope(Type.Object({ revoked: Type.Boolean() })), ...errorResponses(401, 403, 429) },
    },
    handler: async (request, reply) => {
      clearSessionCookie(reply, siteUrl);
      await fastify.auth.logout(request);
      return { data: { revoked: true }, message: 'Signed out' };
    },
  });

  fastify.get('/me', {
    schema: {
      tags: ['auth'],
      summary: 'Current user',
      security: [{ bearerAuth: [] }, { sessionCookie: [] }],
      response: { 200: Envelope(MeResult), ...errorResponses(401) },
    },
    handler: async (request) => ({ data: { user: await fastify.auth.currentUser(request) } }),
  });
};

export default routes;
