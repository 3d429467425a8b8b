import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

export const MAX_CV_BYTES = 5 * 1024 * 1024;

export default fp(
  async (fastify) => {
    await fastify.register(multipart, {
      limits: { fileSize: MAX_CV_BYTES, files: 1, fields: 10, fieldSize: 20_000, parts: 12, headerPairs: 200 },
    });
  },
  { name: 'multipart' },
);
