import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses, AuthResult, LoginBody, MeResult, OtpBody, OtpChallenge, OtpParams } from '@cargora/shared/contracts';

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const rateLimit = { max: fastify.config.rateLimitAuth, timeWindow: '1 minute' };

  fastify.post('/login/customer', {
    config: { rateLimit },
    schema: {
      tags: ['auth'],
      summary: 'Customer login: checks the password and sends a one-time code',
      body: LoginBody,
      response: { 200: Envelope(OtpChallenge), ...errorResponses(400, 401, 429) },
    },
    handler: async (request) => {
      const challenge = await fastify.auth.login(request.body.email, request.body.password, request.log);
      return { data: challenge, message: 'Verification code sent' };
    },
  });

  fastify.post('/otp/verify/:identifier', {
    config: { rateLimit },
    schema: {
      tags: ['auth'],
      summary: 'Verify the one-time code; returns a bearer token',
      params: OtpParams,
      body: OtpBody,
      response: { 200: Envelope(AuthResult), ...errorResponses(400, 404, 423, 429) },
    },
    handler: async (request) => {
      const result = await fastify.auth.verifyOtp(request.params.identifier, request.body.code);
      return { data: result, message: 'Signed in' };
    },
  });

  fastify.get('/me', {
    schema: {
      tags: ['auth'],
      summary: 'Current user',
      security: [{ bearerAuth: [] }],
      response: { 200: Envelope(MeResult), ...errorResponses(401) },
    },
    handler: async (request) => ({ data: { user: await fastify.auth.currentUser(request) } }),
  });
};

export default routes;
