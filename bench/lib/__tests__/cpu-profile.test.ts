import { packageOf, summarizeProfile, type CpuProfile } from '../cpu-profile';

const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });
const I18N = '/r/node_modules/.pnpm/i18next@27.1.5_typescript@5.9.3/node_modules/i18next/dist/cjs/i18next.js';

// root → Footer (ours) → fixedT (i18next) → translate (i18next); root → Rating (ours) → fixedT; root → render (react-dom)
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', ''), children: [2, 5, 7] },
    { id: 2, callFrame: frame('Footer', '/r/host/dist/server/render-worker.js'), children: [3] },
    { id: 3, callFrame: frame('fixedT', I18N), children: [4] },
    { id: 4, callFrame: frame('translate', I18N) },
    { id: 5, callFrame: frame('Rating', '/r/host/dist/server/render-worker.js'), children: [6] },
    { id: 6, callFrame: frame('fixedT', I18N) },
    { id: 7, callFrame: frame('renderElement', '/r/node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/x.js') },
  ],
  samples: [4, 4, 3, 6, 7, 7, 7, 7, 2, 2],
  timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
};

it('names packages from pnpm and plain node_modules paths, and our files by name', () => {
  expect(packageOf(I18N, 'x')).toBe('i18next@27.1.5');
  expect(packageOf('/r/node_modules/.pnpm/@module-federation+runtime@2.9.3/node_modules/x.js', 'x')).toBe('@module-federation/runtime@2.9.3');
  expect(packageOf('/r/node_modules/lru-cache/dist/index.js', 'x')).toBe('lru-cache');
  expect(packageOf('/r/host/dist/server/render-worker.js', 'x')).toBe('render-worker.js');
  expect(packageOf('', '(garbage collector)')).toBe('(garbage collector)');
});

it('adds self time by package and function, and credits a library function to our caller', () => {
  const summary = summarizeProfile(profile, { libraryFunction: 'fixedT' });
  expect(summary.totalMs).toBe(10);
  expect(summary.packages).toEqual([
    { name: 'i18next@27.1.5', share: 0.4 },
    { name: 'react-dom@19.3.1', share: 0.4 },
    { name: 'render-worker.js', share: 0.2 },
  ]);
  expect(summary.functions[0]).toEqual({ name: 'renderElement react-dom@19.3.1:1', share: 0.4 });
  expect(summary.callers).toEqual([
    { name: 'Footer render-worker.js:1', share: 0.3 },
    { name: 'Rating render-worker.js:1', share: 0.1 },
  ]);
});
