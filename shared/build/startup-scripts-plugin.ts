/**
 * The host's start-up chunks, named in its HTML.
 *
 * Without this, the page learns which chunks it needs only once main.js runs: webpack then adds one script element
 * (and one time-out timer) per chunk from JavaScript, all in one task, and the browser starts fetching them a full
 * round trip after main.js arrived. Named in the HTML, they are all requested together with main.js as soon as the
 * page has painted, by a small inline loader (loaderScript), and run in order, main.js last: webpack finds every
 * start-up chunk registered and loads nothing itself. (Should one still be missing, webpack's loader finds its
 * script element already in the page and waits for it rather than fetching it again.)
 *
 * Which chunks: those of the dynamic imports in the entry module (src/index.ts), and, transitively, the chunks in
 * which the host provides each shared library those chunks consume. The fallback chunks of the consumes are left
 * out (the host's own providers win in its share scope), and so are ordinary lazy imports (pages, the footer, the
 * toaster): they load when used, as before. Production builds of the host only (see webpack-config.ts).
 */
import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const PLUGIN = 'StartupScriptsPlugin';
/** webpack's (and Module Federation's) module type of a "provide shared" module: a public property, not an id. */
const PROVIDE_MODULE_TYPE = 'provide-module';

/** The modules `module` depends on, statically or through its async blocks (a consume's fallback is one). */
function* dependencyTargets(compilation: Compilation, module: Module): Generator<Module> {
  for (const dependency of [...module.dependencies, ...module.blocks.flatMap((block) => block.dependencies)]) {
    const target = compilation.moduleGraph.getModule(dependency);
    if (target) yield target;
  }
}

/**
 * The JavaScript files of the start-up chunks, besides the entry's own, read from the chunk graph: the entry's child
 * chunk groups are its dynamic imports (the start-up steps) and the groups in which it provides each shared
 * library. A start-up chunk consumes a shared library through a module whose fallback is that library's module; the
 * provider group holding that module is then needed too, transitively. Throws when the graph has no such shape.
 */
export function startupScripts(compilation: Compilation, entryName = 'main'): string[] {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) throw new Error(`no entry point "${entryName}"`);
  const isProvider = (group: ChunkGroup) => group.origins.some((o) => o.module?.type === PROVIDE_MODULE_TYPE);
  const children = entry.getChildren();
  const starts = children.filter((group) => !isProvider(group));
  // Each provider group by the module it provides (the library's own entry module, which a consume falls back to).
  // Not by every module of its chunks: a module the group shares with others (a common chunk) would then name it, and
  // a library nothing at start-up consumes would be fetched with the start-up scripts.
  const providerOf = new Map<Module, ChunkGroup>();
  for (const group of children.filter(isProvider)) {
    for (const origin of group.origins) {
      if (origin.module?.type !== PROVIDE_MODULE_TYPE) continue;
      for (const provided of dependencyTargets(compilation, origin.module)) providerOf.set(provided, group);
    }
  }
  if (starts.length === 0) throw new Error(`the entry "${entryName}" has no dynamic imports`);
  if (providerOf.size === 0) throw new Error(`no chunk group provides a shared module (module type "${PROVIDE_MODULE_TYPE}")`);
  const chunks = new Set<Chunk>();
  const queue = [...starts];
  const queued = new Set<ChunkGroup>(queue);
  while (queue.length > 0) {
    const group = queue.shift()!;
    for (const chunk of group.chunks) {
      if (chunks.has(chunk) || entry.chunks.includes(chunk)) continue;
      chunks.add(chunk);
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        for (const target of dependencyTargets(compilation, module)) {
          const provider = providerOf.get(target);
          if (provider && !queued.has(provider)) {
            queued.add(provider);
            queue.push(provider);
          }
        }
      }
    }
  }
  const files = new Set<string>();
  for (const chunk of chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  if (files.size === 0) throw new Error('the start-up chunk groups hold no JavaScript file');
  return [...files];
}

/**
 * The inline loader: adds the start-up scripts once the page has painted. Not earlier, not even as preloads: on a
 * slow phone the server's first paint should get the CPU and the network to itself, and the scripts wait for nothing
 * in it. "Painted" is the browser's own first paint entry (reported once the frame is on screen); without the Paint
 * Timing API, the task after the next frame. A hidden tab never paints, so a timer starts them anyway. One script
 * element per task (adding one is not free on a slow phone), each `async = false`: fetched at once, run in the
 * order given, each in a task of its own.
 */
export function loaderScript(urls: string[]): string {
  return `(function(u){var i=-1;function go(){if(i>=u.length)return;var s=document.createElement('script');s.src=u[i++];s.async=false;document.head.appendChild(s);setTimeout(go,0)}function start(){if(i<0){i=0;setTimeout(go,0)}}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){var o=new P(function(){o.disconnect();start()});o.observe({type:'paint',buffered:true})}else requestAnimationFrame(start);setTimeout(start,1000)})(${JSON.stringify(urls)});`;
}

export class StartupScriptsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const isScript = (tag: HtmlWebpackPlugin.HtmlTagObject) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const entryScripts = [...data.headTags, ...data.bodyTags].filter(isScript).map((tag) => String(tag.attributes.src));
        const size = (url: string) => compilation.getAsset(url.slice(data.publicPath.length))?.source.size() ?? 0;
        // The chunks largest first (over HTTP/1.1's six connections per origin the long downloads should start
        // first), main.js last: run in this order, every chunk has registered when main.js starts.
        let chunks: string[];
        try {
          chunks = startupScripts(compilation).map((file) => `${data.publicPath}${file}`);
        } catch (error) {
          // A failed build, not a quietly slower page: after an upgrade of webpack or Module Federation, look here.
          compilation.errors.push(new compiler.webpack.WebpackError(`${PLUGIN}: found no start-up scripts: ${(error as Error).message}`));
          return data;
        }
        const urls = [...chunks.sort((a, b) => size(b) - size(a) || a.localeCompare(b)), ...entryScripts];
        data.headTags = data.headTags.filter((tag) => !isScript(tag));
        // At the end of the body, where #root exists.
        data.bodyTags = [...data.bodyTags.filter((tag) => !isScript(tag)), HtmlWebpackPlugin.createHtmlTagObject('script', {}, loaderScript(urls))];
        return data;
      });
    });
  }
}
