// Packages published as ES modules only. Node 20.19 requires them as they are; Jest cannot before Node 24.9, so the
// tests turn their files into CommonJS. Spread the result into a jest config (after its own `transform`).
/**
 * @param {string[]} names the packages, e.g. content-disposition@3 (required by @fastify/static)
 * @returns {Pick<import('jest').Config, 'transform' | 'transformIgnorePatterns'>}
 */
module.exports = function esmOnly(names) {
  const files = `^.+/(${names.join('|')})/.+\\.js$`;
  return {
    transform: { [files]: ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true }, diagnostics: false }] },
    transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${names.map((name) => name.replace('/', '\\+')).join('|')})@|(${names.join('|')})/)`],
  };
};
