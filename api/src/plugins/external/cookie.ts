import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';

/** Reads the Cookie header (request.cookies) and writes Set-Cookie (reply.setCookie / clearCookie): the session cookie. */
export default fp(
  async (fastify) => {
    await fastify.register(fastifyCookie);
  },
  { name: 'cookie' },
);
