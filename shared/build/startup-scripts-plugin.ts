/**
 * The host's start-up chunks as <script defer> tags in its HTML.
 *
 * Without this, the page learns which chunks it needs only once main.js runs: webpack then adds one script element
 * (and one time-out timer) per chunk, all from JavaScript, and the browser starts fetching them a full round trip
 * after main.js arrived. Listed in the HTML, the browser's preload scanner fetches them at once beside main.js,
 * compiles them off the main thread as they stream in, and each registers its modules before main.js runs; webpack
 * then finds them installed and loads nothing itself.
 *
 * Which chunks: those of the dynamic imports in the entry module (src/index.ts), and, transitively, the chunks in
 * which the host provides each shared library those chunks consume. The fallback chunks of the consumes are left
 * out (the host's own providers win in its share scope), and so are ordinary lazy imports (pages, the footer, the
 * toaster): they load when used, as before.
 */
import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const PLUGIN = 'StartupScriptsPlugin';
const PROVIDE = /^provide module \([^)]*\) (.+)@[^@]* = /;
const CONSUME = /^consume-shared-module\|[^|]*\|([^|]+)\|/;

const origins = (group: ChunkGroup) => group.origins.map((o) => o.module?.identifier() ?? '');

/** The JavaScript files of the start-up chunks, besides the entry's own, largest first. */
export function startupScripts(compilation: Compilation, entryName = 'main'): string[] {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const providers = new Map<string, ChunkGroup>();
  const starts: ChunkGroup[] = [];
  for (const child of entry.getChildren()) {
    const provided = origins(child)
      .map((id) => PROVIDE.exec(id)?.[1])
      .find(Boolean);
    if (provided) providers.set(provided, child);
    else starts.push(child);
  }
  const chunks = new Set<Chunk>();
  const queue = [...starts];
  const queued = new Set<ChunkGroup>(queue);
  while (queue.length > 0) {
    const group = queue.shift()!;
    for (const chunk of group.chunks) {
      if (chunks.has(chunk) || entry.chunks.includes(chunk)) continue;
      chunks.add(chunk);
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk) as Iterable<Module>) {
        const shareKey = CONSUME.exec(module.identifier())?.[1];
        const provider = shareKey ? providers.get(shareKey) : undefined;
        if (provider && !queued.has(provider)) {
          queued.add(provider);
          queue.push(provider);
        }
      }
    }
  }
  const files = new Set<string>();
  for (const chunk of chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  // Largest first: over HTTP/1.1's six connections per origin the long downloads should start first.
  const size = (file: string) => compilation.getAsset(file)?.source.size() ?? 0;
  return [...files].sort((a, b) => size(b) - size(a) || a.localeCompare(b));
}

/**
 * The inline loader that runs the scripts once the page has painted: the server's first paint should not wait
 * behind script evaluation when the scripts happen to arrive first. `async = false` keeps them in document order
 * (chunks register before main.js starts); each is added in a task of its own, since adding a script element
 * is not free on a slow phone. A hidden tab never paints, so a timer starts them anyway.
 */
export function loaderScript(urls: string[]): string {
  return `(function(u){var i=-1;function go(){if(i<0)i=0;if(i>=u.length)return;var s=document.createElement('script');s.src=u[i++];s.async=false;document.head.appendChild(s);setTimeout(go,0)}requestAnimationFrame(function(){setTimeout(function(){if(i<0)go()},0)});setTimeout(function(){if(i<0)go()},1000)})(${JSON.stringify(urls)});`;
}

export class StartupScriptsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const isScript = (tag: HtmlWebpackPlugin.HtmlTagObject) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const entryScripts = data.headTags.filter(isScript).map((tag) => String(tag.attributes.src));
        const urls = [...startupScripts(compilation).map((file) => `${data.publicPath}${file}`), ...entryScripts];
        const size = (url: string) => compilation.getAsset(url.slice(data.publicPath.length))?.source.size() ?? 0;
        data.headTags = [
          ...data.headTags.filter((tag) => !isScript(tag)),
          // Every start-up script is fetched from the first moment, in parallel, largest first.
          ...[...urls]
            .sort((a, b) => size(b) - size(a))
            .map((href) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href })),
        ];
        // At the end of the body: the loader runs them once the page has painted and #root exists.
        data.bodyTags = [...data.bodyTags.filter((tag) => !isScript(tag)), HtmlWebpackPlugin.createHtmlTagObject('script', {}, loaderScript(urls))];
        return data;
      });
    });
  }
}
