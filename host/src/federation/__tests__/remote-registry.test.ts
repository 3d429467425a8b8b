// Issue 50: a remote loaded in a version a developer's override named (the page's list marks it `override`) sends no
// remote-load telemetry (it would count toward a canary's arm); the others still do.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { reportRemoteLoad } from '@cargora/shared/runtime';
import { adoptRenderedVersions, isOverridden, loadRemoteRoutes, loadedVersion } from '../remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('@cargora/shared/runtime', () => ({
  ...jest.requireActual<object>('@cargora/shared/runtime'),
  reportRemoteLoad: jest.fn(),
}));

const report = jest.mocked(reportRemoteLoad);

describe('remote-load telemetry', () => {
  it('is sent for a remote in its own version, not for one a developer’s override named', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: {} });
    adoptRenderedVersions({
      catalog: { version: 'next-2', url: 'http://localhost:3001/next-2/mf-manifest.json', override: true },
      content: { version: 'stable-1', url: 'http://localhost:3003/stable-1/mf-manifest.json' },
    });
    await loadRemoteRoutes('catalog');
    await loadRemoteRoutes('content');
    expect([isOverridden('catalog'), isOverridden('content')]).toEqual([true, false]);
    expect(loadedVersion('catalog')).toBe('next-2');
    expect(report.mock.calls.map(([event]) => [event.remote, event.version, event.outcome])).toEqual([['content', 'stable-1', 'ok']]);
  });
});

describe('remote registration', () => {
  it('registers each remote by the container script beside its manifest, not the manifest', () => {
    adoptRenderedVersions({ directory: { version: 'v7', url: 'https://files.test/directory/v7/mf-manifest.json' } });
    expect(jest.mocked(registerRemotes).mock.calls.at(-1)![0]).toEqual([
      { name: 'directory', entry: 'https://files.test/directory/v7/remoteEntry.js' },
    ]);
  });
});
