/** @jest-environment node */
// A remote's server build is a federation container for Node (shared/build/webpack-config.ts), and a render thread
// loads it through the federation's runtime with its own singletons (remote-server-builds.ts): one React, the
// container's pages render with it; a build that is missing or throws is an error for that remote only.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack, { type Configuration } from 'webpack';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { createWebpackConfig } from '@cargora/shared/build';
import { SINGLETON_NAMES } from '@cargora/shared/build/singletons';
import { serverBuildLoader } from '../render/remote-server-builds';

const HOST_DIR = join(__dirname, '..', '..');

// A remote's exposed App: a hook, a styled component, and the React it was given.
const APP = `
import * as React from 'react';
import { useState } from 'react';
import styled from 'styled-components';
const Line = styled.p\`color: teal;\`;
export const reactItRendersWith = React;
export default function App({ name }: { name: string }) {
  const [count] = useState(3);
  return <Line>{name} has {count} services</Line>;
}
`;

function buildRemote(dir: string): Promise<string[]> {
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'fixture-remote', version: '1.0.0' }));
  writeFileSync(join(dir, 'src', 'app.tsx'), APP);
  const configs = createWebpackConfig({
    dir,
    kind: 'remote',
    federation: { name: 'fixture', exposes: { './App': './src/app.tsx' } },
    devPort: 0,
    title: 'fixture',
  })({}, { mode: 'production' }) as Configuration[];
  const server = configs.find((config) => config.name === 'server')!;
  // The loaders are the host's (the fixture has no node_modules).
  const compiler = webpack({ ...server, resolveLoader: { modules: [join(HOST_DIR, 'node_modules'), 'node_modules'] } });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error ?? new Error('no stats'));
      resolve(stats.compilation.errors.map((e) => e.message));
    }),
  );
}

describe("remotes' server builds", () => {
  let dir: string;
  beforeAll(async () => {
    // What the host's server build defines: the worker's version of each singleton.
    Object.assign(globalThis, { __SINGLETON_VERSIONS__: Object.fromEntries(SINGLETON_NAMES.map((name) => [name, '1.0.0'])) });
    dir = mkdtempSync(join(tmpdir(), 'cargora-server-build-'));
    expect(await buildRemote(dir)).toEqual([]);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const serverDir = () => join(dir, 'dist', 'server');

  it('are federation containers for Node that bundle none of the singletons', () => {
    const files = readdirSync(serverDir());
    expect(files).toContain('remoteEntry.js');
    const code = files.filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(serverDir(), f), 'utf8')).join('\n');
    // React's and styled-components' own code is not in it: the worker lends them.
    expect(code).not.toMatch(/react\.production|__CLIENT_INTERNALS|styled-components: /);
  });

  it("load through the federation runtime and render with the worker's own React", async () => {
    const load = serverBuildLoader<{ default: React.ComponentType<{ name: string }>; reactItRendersWith: typeof React }>(
      [{ remote: 'catalog', file: join(serverDir(), 'remoteEntry.js') }],
      './App',
    );
    const module = await load('catalog');
    // Loaded once: a second page of the remote gets the same module.
    expect(await load('catalog')).toBe(module);
    expect(module.reactItRendersWith.useState).toBe(React.useState);
    expect(renderToString(React.createElement(module.default, { name: 'Acme' }))).toMatch(/<p class="[^"]+">Acme<!-- --> has <!-- -->3<!-- --> services<\/p>/);
  });

  it('a build that is missing or throws, or lacks the module asked for, is an error for that remote only', async () => {
    const broken = join(dir, 'broken');
    mkdirSync(broken, { recursive: true });
    writeFileSync(join(broken, 'remoteEntry.js'), "throw new Error('a broken server build');");
    const load = serverBuildLoader<unknown>(
      [
        { remote: 'catalog', file: join(serverDir(), 'remoteEntry.js') },
        { remote: 'content', file: join(broken, 'remoteEntry.js') },
        { remote: 'careers', file: join(dir, 'nowhere', 'remoteEntry.js') },
      ],
      './App',
    );
    await expect(load('content')).rejects.toThrow('a broken server build');
    await expect(load('careers')).rejects.toBeInstanceOf(Error);
    await expect(load('catalog')).resolves.toBeDefined();
    // A remote the generation has no server build of.
    await expect(load('directory')).rejects.toThrow('no server build');

    const other = serverBuildLoader<unknown>([{ remote: 'directory', file: join(serverDir(), 'remoteEntry.js') }], './routes');
    await expect(other('directory')).rejects.toThrow('./routes');
  });
});
