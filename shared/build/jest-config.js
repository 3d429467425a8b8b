// Jest set-up shared by every front-end package: ts-jest, jsdom, @cargora/shared from source.
const { join } = require('node:path');
const esmOnly = require('./jest-esm-only.js');

// The host's server requires content-disposition@3 (through @fastify/static).
const ESM_ONLY = esmOnly(['content-disposition']);

/** @returns {import('jest').Config} */
module.exports = function jestConfig(packageDir) {
  const sharedDir = join(__dirname, '..');
  return {
    rootDir: packageDir,
    testEnvironment: join(__dirname, 'jest-environment.js'),
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)', '<rootDir>/build/**/__tests__/**/*.test.ts', '<rootDir>/server/**/__tests__/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          tsconfig: {
            jsx: 'react-jsx',
            module: 'commonjs',
            moduleResolution: 'node',
            esModuleInterop: true,
            skipLibCheck: true,
            strict: true,
            target: 'es2022',
            isolatedModules: true,
          },
          diagnostics: false,
        },
      ],
      ...ESM_ONLY.transform,
    },
    transformIgnorePatterns: ESM_ONLY.transformIgnorePatterns,
    moduleNameMapper: {
      '^@cargora/shared/contracts$': join(sharedDir, 'src/contracts/index.ts'),
      '^@cargora/shared/runtime$': join(sharedDir, 'src/runtime/index.ts'),
      '^@cargora/shared/ui$': join(sharedDir, 'src/ui/index.ts'),
      '^@cargora/shared/quote-request$': join(sharedDir, 'src/ui/quote-request/index.ts'),
      '^@cargora/shared/testing$': join(sharedDir, 'src/testing/index.tsx'),
      '^@cargora/shared/testing/page-faults$': join(sharedDir, 'src/testing/page-faults.ts'),
      '^@cargora/shared/server$': join(sharedDir, 'src/server/index.ts'),
    },
    setupFilesAfterEnv: [join(__dirname, 'jest-setup.ts')],
    clearMocks: true,
  };
};
