/**
 * Source maps and the federation plugin's build statistics go to the build's private/ folder, beside the client/
 * folder a static origin serves (src/server/build-layout.ts), instead of among the files an origin sends: no
 * spelling of an address can then reach them. The scripts keep their `sourceMappingURL` comments (the same
 * addresses), so an origin told to serve private files (outside production, or PUBLIC_SOURCE_MAPS=1) answers them
 * from private/. Each build empties private/ first, as output.clean empties client/. Production builds only.
 */
import { rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { Compilation, type Compiler } from 'webpack';
import { PRIVATE_BUILD_FILE } from '../src/server/build-layout';

const PLUGIN = 'PrivateBuildFilesPlugin';

export class PrivateBuildFilesPlugin {
  /** `dir`: the private folder, absolute. */
  constructor(private readonly dir: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After every other stage: the maps (dev tooling) and the statistics (optimize transfer) exist by then.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 }, (assets) => {
        const to = relative(compilation.outputOptions.path!, this.dir).split('\\').join('/');
        for (const name of Object.keys(assets)) {
          if (PRIVATE_BUILD_FILE.test(name)) compilation.renameAsset(name, `${to}/${name}`);
        }
      });
    });
    compiler.hooks.emit.tap(PLUGIN, () => rmSync(resolve(this.dir), { recursive: true, force: true }));
  }
}
