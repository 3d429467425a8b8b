// ESM-only packages: cookie@2 (used by light-my-request, i.e. app.inject, and import()ed by @fastify/cookie),
// file-type and the tokenizers it reads with, content-disposition@3 (required by @fastify/static).
const ESM_ONLY = require('../shared/build/jest-esm-only.js')([
  'cookie',
  '@fastify/cookie',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  'uint8array-extras',
  '@borewit/text-codec',
  'content-disposition',
]);

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/?(*.)+(test).ts'],
  transform: {
    // Jest cannot run import() without --experimental-vm-modules: the tests compile the API to CommonJS with
    // import() as require() (the build and tsx keep import(), e.g. of the ESM-only file-type).
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
    ...ESM_ONLY.transform,
  },
  transformIgnorePatterns: ESM_ONLY.transformIgnorePatterns,
  // file-type's package.json offers it to import (and to Node's require(esm) as module-sync) only.
  moduleNameMapper: { '^file-type$': '<rootDir>/node_modules/file-type/index.js' },
  testTimeout: 60000,
};
