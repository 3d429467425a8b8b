// The host's origin: every page (rendered by the render workers, or the shell the browser renders), /remotes.json,
// the host's build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  HOST_PATHS,
  PREFERENCES_COOKIE,
  REMOTE_NAMES,
  REMOTE_ROUTES,
  SUPPORTED_LANGUAGES,
  cookieValue,
  currencyFromText,
  keptQuery,
  matchRoute,
  parseRenderState,
  preferencesCookie,
  type Language,
  type RuntimeConfig,
} from '@cargora/shared/server';

const isSupportedLanguage = (value: string): value is Language => (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
import { CSP_REPORT_PATH, CspReportLog, registerCspReports } from './csp-reports';
import { bucketCookie, canaryReader, startCanaryTimer, visitorManifest, type Canaries, type CanaryDecide } from './canary';
import { operatorOnly } from './operator-only';
import { registerOpsConsole } from './ops';
import { OVERRIDE_HEADER, applyOverrides, clearOverrideCookie, overrideHeader, requestOverrides, type Overrides } from './dev-override';
import { RenderCounter, measuredDecide } from './ops-measurements';
import { buildLayout, hostWorkerFile, manifestPath, migrateDeployLayout, readManifest, remoteOrigins, type RemotesManifest } from './deploy-layout';
import { renderDocument, sealable, type Sealable } from './document';
import { formTokenFor, formTokenMatches, readPostedForm, registerFormBodies } from './form-posts';
import type { PostedForm } from './render-protocol';
import { RenderCache } from './render-cache';
import { RenderPool, type RenderPoolOptions, type RenderStats } from './render-pool';
import { registerSeoFiles } from './seo-files';
import { startWarmUp, type WarmUpStatus } from './warm-up';
import { applyPageHeaders, registerSecurityHeaders } from './security-headers';
import { createStaticOrigin, envInt, type BadUrlHandler, isPageAddress, serveBuild, staticOriginSettings, type StaticOriginSettings } from './static-origin';

export interface ServerRenderingOptions {
  /** Where the workers ask the API (default: the public API URL). */
  apiUrl?: string;
  /** Render budget per page (default 800 ms). */
  budgetMs?: number;
  /** Workers per generation of remotes.json (default 2). */
  workers?: number;
  /** How long a rendered page is reused for the same URL and preferences (default 10 s; 0 turns it off). */
  cacheTtlMs?: number;
  /**
   * Pages each render worker renders before GET /ready answers 200 (warm-up.ts). Default 0 here (ready at once); from
   * the environment (serverRenderingSettings: SSR_WARMUP_RENDERS) 600.
   */
  warmUpRenders?: number;
}

/** GET /ssr-status: what the renderer is doing, and this process's memory (its render workers count in it). */
export interface SsrStatus {
  rendering: RenderStats | null;
  /** The warm-up of the render workers (null without server rendering). */
  warmUp: WarmUpStatus | null;
  cache: number;
  memory: NodeJS.MemoryUsage;
}

/**
 * Server rendering as the environment configures it: SSR=0 turns it off (every page is then the shell the browser
 * renders); SSR_API_URL (default `apiUrl`), SSR_BUDGET_MS, SSR_WORKERS, SSR_CACHE_TTL_MS, SSR_WARMUP_RENDERS; unset
 * ones take createHostServer's defaults.
 */
export function serverRenderingSettings(env: NodeJS.ProcessEnv, apiUrl: string): ServerRenderingOptions | false {
  if (env.SSR === '0') return false;
  return {
    apiUrl: env.SSR_API_URL ?? apiUrl,
    budgetMs: envInt(env.SSR_BUDGET_MS, undefined),
    workers: envInt(env.SSR_WORKERS, undefined),
    cacheTtlMs: envInt(env.SSR_CACHE_TTL_MS, undefined),
    warmUpRenders: envInt(env.SSR_WARMUP_RENDERS, 600),
  };
}

export interface HostServerOptions {
  /** The host's build: client/ (index.html and what the origin serves), server/render-worker.js, private/. */
  distDir: string;
  /** Published remotes and remotes.json. */
  deployDir: string;
  /** What the page tells the browser (API and files origins, sign-in sites, telemetry). */
  config: RuntimeConfig;
  settings?: StaticOriginSettings;
  /** Where CSP violation reports are kept (GET /csp-reports lists them to an operator). */
  reports?: CspReportLog;
  /**
   * The operator credential (`opsToken()` of @cargora/shared/server): GET /ssr-status and GET /csp-reports answer only
   * `Authorization: Bearer <it>`; anyone else gets the site's 404 page. Without it nobody can read them.
   */
  opsToken?: string;
  /** Server rendering of the public pages; false sends every page as the shell the browser renders. */
  rendering?: ServerRenderingOptions | false;
  /**
   * The canary decider (host/server/canary.ts): every `everyMs` it advances, promotes or aborts the canaries of
   * canary.json, with `decide` (default: a stage advances once its window is over). false: this process does not
   * decide (another one does: one decider per deploy folder).
   */
  canaryDecider?: { decide?: CanaryDecide; everyMs?: number; onDecided?: () => Promise<void> } | false;
  log?: (message: string) => void;
}

/** remotes.json with, per remote, `versions`: its stable version and its canary's (GET /remotes.json?versions=all). */
function withAllVersions(stable: RemotesManifest, running: Canaries): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(stable).map(([remote, entry]) => {
      const canary = (REMOTE_NAMES as readonly string[]).includes(remote) ? running[remote as keyof Canaries] : undefined;
      return [remote, entry ? { ...entry, versions: [entry.version, ...(canary ? [canary.version] : [])] } : entry];
    }),
  );
}

/** The Server-Timing of a page this request had rendered: its wait for a worker, then the render (none: the shell). */
function renderTiming(waitedMs: number, result: { ms: number } | null): string {
  const render = result ? `render;dur=${result.ms}` : 'render;desc="in the browser"';
  return `queue;dur=${waitedMs}, ${render}`;
}

/**
 * Pages only the browser can render: they depend on the visitor's session. (The sign-in page is rendered as a guest
 * sees it: without JavaScript it offers the customer and agent sites' sign-in.)
 */
const BROWSER_ONLY = new Set<string>([HOST_PATHS.verifyOtp, HOST_PATHS.home]);

export async function createHostServer(options: HostServerOptions): Promise<FastifyInstance & { renderPool: RenderPool | null }> {
  const { distDir, deployDir, config } = options;
  // Every response gets helmet's headers (security-headers.ts); a page replaces the policy with its own, nonce and all.
  // An address that cannot be decoded is a page nobody can have: it gets the site's 404 page (set below, once
  // sendPage exists), not Fastify's JSON error.
  const badUrl: { handler?: BadUrlHandler } = {};
  const settings = options.settings ?? staticOriginSettings();
  const build = buildLayout(distDir);
  // Remote versions published before client/ existed are moved into it (the workers read their texts there).
  migrateDeployLayout(deployDir);
  const app = await createStaticOrigin(settings, () => ({}), () => badUrl.handler);
  await registerSecurityHeaders(app, 'host');
  // index.html from the host's build, read again at most once a second (a host deploy replaces it).
  let page: { at: number; html: string } | null = null;
  const template = () => {
    if (!page || Date.now() - page.at > 1000) page = { at: Date.now(), html: readFileSync(join(build.client, 'index.html'), 'utf8') };
    return page.html;
  };
  // Anyone but an operator gets the site's 404 page, as for an address that does not exist.
  const operatorsOnly = operatorOnly(options.opsToken, (req, reply) => sendPage(req, reply, '/404'));
  registerCspReports(app, options.reports ?? new CspReportLog(), operatorsOnly);

  const workerFile = hostWorkerFile(distDir);
  const rendering = options.rendering === false ? null : (options.rendering ?? {});
  const workers = rendering?.workers ?? 2;
  const log = options.log ?? ((m: string) => console.warn(m));
  const pool =
    rendering && existsSync(workerFile)
      ? new RenderPool({
          workerFile,
          hostDistDir: distDir,
          deployDir,
          apiUrl: rendering.apiUrl ?? config.apiUrl,
          config,
          budgetMs: rendering.budgetMs ?? 800,
          // remotes.json is looked at when its folder changes (a watch), and besides at most every 250 ms (a stat; not
          // twice a page) in case a change was not seen.
          checkEveryMs: 250,
          size: workers,
          log,
        } satisfies RenderPoolOptions)
      : null;
  const cache = new RenderCache(rendering?.cacheTtlMs ?? 10_000);
  const apiOrigin = new URL(config.apiUrl).origin;
  const filesOrigin = new URL(config.filesUrl).origin;
  const warmUp = pool
    ? startWarmUp(pool, {
        apiUrl: rendering?.apiUrl ?? config.apiUrl,
        rendersPerWorker: rendering?.warmUpRenders ?? 0,
        workers,
        log,
      })
    : null;
  // Canaries (canary.json): each visitor's versions by their bucket cookie; the decider advances or ends them.
  const canaries = canaryReader(deployDir, 250);
  const secureCookies = config.siteUrl.startsWith('https:');
  const decider = options.canaryDecider === false ? null : (options.canaryDecider ?? {});
  // Where the measurements are (issue 50): the API, read and written with the operator credential.
  const measurementsApi = rendering?.apiUrl ?? config.apiUrl;
  // Without a decide of its own the decider judges both arms' measurements (canary-decider.ts) when it can read them.
  const decide = decider?.decide ?? (options.opsToken ? measuredDecide(measurementsApi, options.opsToken) : undefined);
  const stopDecider = decider ? startCanaryTimer(deployDir, { everyMs: decider.everyMs, decide: () => decide, onDecided: decider.onDecided, log }) : null;
  // This process's server renders per remote version, posted to the API every 2 s (the canary's server render errors).
  const renderCounter = pool && options.opsToken ? new RenderCounter(measurementsApi, options.opsToken, log) : null;
  renderCounter?.start();
  /** The versions this visitor is served (their canary arms), or null when no canary runs; sets the bucket cookie. */
  const visitorVersions = (req: FastifyRequest, reply: FastifyReply, stable: RemotesManifest) =>
    visitorManifest(stable, canaries(), req.headers.cookie, (bucket) => reply.header('Set-Cookie', bucketCookie(bucket, secureCookies)));
  /**
   * An operator's developer's override (dev-override.ts), or null; a cookie that is not valid is cleared. An overridden
   * response says so to the operator (X-Cargora-Override) and is kept by nobody.
   */
  const overridesOf = (req: FastifyRequest, reply: FastifyReply): Overrides | null => {
    const overrides = requestOverrides(options.opsToken, req.headers.cookie, deployDir, () => reply.header('Set-Cookie', clearOverrideCookie(secureCookies)));
    if (overrides) reply.header(OVERRIDE_HEADER, overrideHeader(overrides));
    return overrides;
  };
  app.addHook('onClose', async () => {
    stopDecider?.();
    await renderCounter?.stop();
    warmUp?.stop();
    await pool?.close();
  });

  // The versions this visitor loads: remotes.json, with their canary arms' versions while a canary runs.
  app.get('/remotes.json', async (req, reply) => {
    const file = manifestPath(deployDir);
    reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie').type('application/json');
    const stable = pool ? pool.manifest() : readManifest(deployDir);
    // ?versions=all (the API's telemetry check): every version a page may load now, the canaries' too, for nobody's arm.
    if ((req.query as Record<string, unknown>).versions === 'all') return JSON.stringify(withAllVersions(stable, canaries()));
    const visitor = visitorVersions(req, reply, stable);
    const overrides = overridesOf(req, reply);
    if (overrides) return JSON.stringify(applyOverrides(visitor?.manifest ?? stable, overrides));
    if (visitor) return JSON.stringify(visitor.manifest);
    return existsSync(file) ? readFileSync(file, 'utf8') : '{}';
  });
  // For an operator and the tests: what the renderer is doing (visitors' addresses, errors), and the memory of this process.
  app.get(
    '/ssr-status',
    operatorsOnly((_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { rendering: pool ? pool.stats() : null, warmUp: warmUp?.status ?? null, cache: cache.size(), memory: process.memoryUsage() } satisfies SsrStatus;
    }),
  );
  // For a load balancer's health check: 200 once the render workers have warmed up (warm-up.ts), 503 until then. The
  // pages are served meanwhile; only a balancer that has a warm host to send visitors to waits.
  app.get('/ready', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const ready = !warmUp || warmUp.status.done;
    return reply.code(ready ? 200 : 503).send({ ready, warmUp: warmUp?.status ?? null });
  });

  // A form posted to a page (JavaScript off): the page's route action runs, then the page renders with its answer.
  await registerFormBodies(app);

  const sendPage = async (req: FastifyRequest, reply: FastifyReply, path: string = req.url, form?: PostedForm) => {
    // The address as it was sent, cut at its query, never resolved against a base: `////evil.example//` is a path
    // (of no page), not another host.
    const queryAt = path.indexOf('?');
    const asked = queryAt < 0 ? path : path.slice(0, queryAt);
    const search = queryAt < 0 ? '' : path.slice(queryAt);
    const query = new URLSearchParams(search);
    // The route of the table it names. None (an unknown page, a blank parameter, a control character or a line
    // separator, an empty segment): the 404 page, one render for every such address.
    const route = matchRoute(asked);
    const known = route !== null || asked === '/index.html';
    const pathname = known ? asked.replace(/\/+$/, '') || '/' : HOST_PATHS.notFound;
    // What the page is rendered and kept as: only the query parameters its route reads (and `lang`), sorted, so
    // `?cb=1` and `?cb=2` (or `?utm_source=x`) are one page, one render and one entry of the cache.
    const address = `${known ? asked : HOST_PATHS.notFound}${keptQuery(route, search)}`;
    const stored = cookieValue(req.headers.cookie, PREFERENCES_COOKIE);
    const state = parseRenderState(stored, query.get('lang'));
    // A language chosen in the URL is kept for the next page, as the browser's app keeps it: a visitor without
    // JavaScript who opened `?lang=fr` stays in French when following the page's links.
    if (query.has('lang') && parseRenderState(stored).lang !== state.lang) {
      reply.header('Set-Cookie', preferencesCookie(state, config.siteUrl.startsWith('https:')));
    }
    // The site's root is the landing page, its query as it came (no render, no worker's time).
    if (pool && pathname === HOST_PATHS.root) return reply.redirect(`${HOST_PATHS.landing}${search}`, 302);
    let seal: Sealable;
    // The bare 404 page answers 404, rendered on the server or not.
    let status = pathname === HOST_PATHS.notFound ? 404 : 200;
    let manifest: RemotesManifest;
    // Server-Timing (DevTools' Timing tab, and bench:ssr): how long this page waited for a render worker and how long
    // its render took; a page another request rendered (kept, or being rendered at the same moment) says so.
    let timing = 'cache;desc="rendered for an earlier request"';
    // A visitor on a canary arm gets the page rendered with its versions (the HTML names them, the browser loads them).
    // While a canary runs, a visitor without a bucket gets one (none is set otherwise).
    const visitor = visitorVersions(req, reply, pool ? pool.manifest() : readManifest(deployDir));
    // An operator's override goes on top of their arms: the page names the overridden versions (the browser loads
    // them), but it is rendered with the arms' (no render pool for an overridden version) and an overridden remote's
    // pages are left to the browser; never kept in the cache, never counted. A form posted without JavaScript is the
    // exception: its action runs here, on the arm's version (a browser without JavaScript cannot run the override's).
    const overrides = overridesOf(req, reply);
    const versions = overrides ? applyOverrides(visitor?.manifest ?? (pool ? pool.manifest() : readManifest(deployDir)), overrides) : visitor?.manifest;
    const browserOnly = overrides && !form ? REMOTE_NAMES.filter((remote) => overrides[remote]) : [];
    if (pool && !BROWSER_ONLY.has(pathname) && pathname !== '/index.html') {
      const key = `${versions ? JSON.stringify(versions) : pool.generationKey()}\n${address}\n${JSON.stringify(state)}`;
      const render = async (background: boolean) => {
        const { result, manifest: armVersions, waitedMs, failed } = await pool.render(
          { url: address, state, ...(form ? { form } : {}), ...(browserOnly.length ? { browserOnly } : {}) },
          { background, ...(visitor ? { manifest: visitor.manifest } : {}) },
        );
        const rendered = overrides ? applyOverrides(armVersions, overrides) : armVersions;
        if (!background) timing = renderTiming(waitedMs, result);
        // The remote that owns the page, on the version it was rendered with: a render that threw, ran out of time or
        // left the remote's section to the browser counts against that version.
        const owner = result?.remote ?? (route ? REMOTE_ROUTES.find((r) => r.id === route.id)?.remote : undefined);
        const ownerVersion = owner ? armVersions[owner]?.version : undefined;
        if (renderCounter && owner && ownerVersion && !overrides?.[owner]) renderCounter.record(owner, ownerVersion, !failed && result !== null && result.failures.length === 0);
        if (result?.redirect) return { status: result.status, redirect: result.redirect, seal: Object.assign(() => Buffer.alloc(0), { needsFormToken: false }), manifest: rendered };
        const page = renderDocument(template(), { config, manifest: rendered, state, render: result });
        // Only whole renders are kept: a page with a section left to the browser, or an error, is rendered again next
        // time. A render that threw is this server's fault: 500 (the browser still renders the page), not a 200.
        return {
          status: result?.status ?? (failed ? 500 : 200),
          seal: sealable(page),
          manifest: rendered,
          keep: Boolean(result && result.failures.length === 0 && result.status < 500),
        };
      };
      // With pages waiting for the workers, a page kept goes out at once however old rather than wait behind them.
      // A posted form's answer is this visitor's alone: never kept, never sent to another.
      const rendered = form || overrides ? await render(false) : await cache.get(key, render, { overloaded: pool.waiting() > 0 });
      if (rendered.redirect) return reply.redirect(rendered.redirect, rendered.status as 301 | 302);
      seal = rendered.seal;
      status = rendered.status;
      manifest = rendered.manifest;
    } else {
      manifest = versions ?? readManifest(deployDir);
      seal = sealable(renderDocument(template(), { config, manifest, state, render: null }));
      timing = 'render;desc="in the browser"';
    }
    // helmet's headers with the page's policy, which names the remotes of the generation that rendered it.
    const nonce = applyPageHeaders(req, reply, { remoteOrigins: remoteOrigins(manifest), apiOrigin, filesOrigin, reportUri: CSP_REPORT_PATH });
    if (status === 503) reply.header('Retry-After', '30');
    return reply
      .code(status)
      // The page follows the preferences cookie: caches must keep them apart.
      .header('Vary', 'Cookie')
      // Re-fetched every time; no validators, so a cached copy is never revived with another response's nonce.
      .header('Cache-Control', form || overrides || seal.needsFormToken ? 'no-store' : 'no-cache')
      .header('Server-Timing', timing)
      .type('text/html; charset=utf-8')
      .send(seal(nonce, seal.needsFormToken ? formTokenFor(req, reply, config.siteUrl) : ''));
  };
  app.post('/*', async (req, reply) => {
    if (!pool) return reply.code(405).type('text/plain').send('Forms are answered by the server-rendered site only.');
    let posted: Awaited<ReturnType<typeof readPostedForm>>;
    try {
      posted = await readPostedForm(req);
    } catch (error) {
      req.log.info({ err: error }, 'unreadable form');
      return reply.code(400).type('text/plain; charset=utf-8').send('The form could not be read. Go back and send it again.');
    }
    return sendPage(req, reply, req.url, { ...posted, tokenValid: formTokenMatches(req, posted.fields), clientIp: req.ip });
  });
  // The top bar's preferences form without JavaScript (host/src/layout/preference-selects.tsx): the language and the
  // currency (its code, or a name only one currency has) stored in the preferences cookie, then back to the page.
  app.get('/preferences', async (req, reply) => {
    const query = req.query as Record<string, string | undefined>;
    const stored = cookieValue(req.headers.cookie, PREFERENCES_COOKIE);
    const current = parseRenderState(stored);
    const lang = typeof query.lang === 'string' && isSupportedLanguage(query.lang) ? query.lang : current.lang;
    const typed = typeof query.currency === 'string' ? query.currency : '';
    const currency = typed.trim() ? currencyFromText(typed, lang) : current.currency;
    // (A currency nobody has, or several have, leaves the current one: the page shows which is in use.)
    const state = { lang, currency: currency ?? current.currency, settings: { ...current.settings, direction: lang === 'ar' ? ('rtl' as const) : ('ltr' as const) } };
    reply.header('Set-Cookie', preferencesCookie(state, config.siteUrl.startsWith('https:')));
    reply.header('Cache-Control', 'no-store');
    // Back to a page of this site only (a path, not `//elsewhere`), without a `lang` that would undo the choice.
    const back = typeof query.back === 'string' && /^\/(?![/\\])/.test(query.back) ? new URL(query.back, 'http://site.invalid') : null;
    back?.searchParams.delete('lang');
    const target = back ? `${back.pathname}${back.search}` : HOST_PATHS.landing;
    return reply.redirect(target, 303);
  });
  app.get('/', (req, reply) => sendPage(req, reply));
  app.get('/index.html', (req, reply) => sendPage(req, reply));
  badUrl.handler = (req, reply) => sendPage(req, reply, '/404');
  registerOpsConsole(app, {
    deployDir,
    opsToken: options.opsToken,
    apiUrl: measurementsApi,
    secureCookies,
    notFound: (req, reply) => sendPage(req, reply, '/404'),
    onChanged: decider?.onDecided,
  });
  registerSeoFiles(app, { apiUrl: rendering?.apiUrl ?? config.apiUrl, siteUrl: config.siteUrl });
  // Every other path that is not a file is a page (an unknown one answers 404 with the bare 404 page).
  await serveBuild(app, '/*', () => build, settings, (req, reply) => sendPage(req, reply));
  const isPage = (req: FastifyRequest) => (req.method === 'GET' || req.method === 'HEAD') && isPageAddress(req.url);
  app.setNotFoundHandler((req, reply) => {
    if (isPage(req)) return sendPage(req, reply);
    return reply.code(404).type('text/plain').send('Not found');
  });
  return Object.assign(app, { renderPool: pool });
}
