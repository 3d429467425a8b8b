// The tests start the host's server, which requires content-disposition@3 (through @fastify/static).
const ESM_ONLY = require('../shared/build/jest-esm-only.js')(['content-disposition']);

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/lib/**/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: { module: 'commonjs', esModuleInterop: true, target: 'es2022', strict: true, isolatedModules: true }, diagnostics: false }],
    ...ESM_ONLY.transform,
  },
  transformIgnorePatterns: ESM_ONLY.transformIgnorePatterns,
};
