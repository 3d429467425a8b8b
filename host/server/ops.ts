// The operator's console at /ops (issue 50): each remote's stable and canary versions, stage and percent, both arms'
// failure rates and p75 LCP/INP as charts over time (SVG, each with a table of the same numbers), the decision log,
// and promote / abort / rollback buttons doing what `npm run remote -- promote|abort|rollback` does. Server-rendered
// HTML without scripts, in English. Operators only: `Authorization: Bearer <ops token>`, or the signed cookie that
// POST /ops/session (form field `token`) sets; everyone else gets the site's 404 page, as for an address that does not
// exist (no link to it anywhere). The buttons are POST forms carrying an anti-forgery field tied to the credential.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, cookieValue, hasOpsToken, type RemoteName } from '@cargora/shared/server';
import {
  abortCanary,
  canaryStatus,
  promoteCanary,
  readCanaries,
  readCanaryLog,
  type CanaryState,
} from './canary';
import { quantile } from './canary-decider';
import { activateRelease, readHistory, readManifest, versionLayout } from './deploy-layout';
import { fetchMeasurements, type VersionMeasurements } from './ops-measurements';
import { join } from 'node:path';
import { OVERRIDE_COOKIE, clearOverrideCookie, overrideCookie, overrideCookieValue, overrideProblem, readOverrides, type Overrides } from './dev-override';

export const OPS_COOKIE = 'cargora_ops';
/** The console's policy: nothing runs; its forms post to this origin only. */
export const OPS_POLICY = "default-src 'none'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";
const SESSION_S = 8 * 3600;

export interface OpsConsoleOptions {
  deployDir: string;
  /** The operator credential; without one nobody is an operator and /ops is 404 to all. */
  opsToken: string | undefined;
  /** Where the API answers the measurements (the host's SSR_API_URL or the public API URL). */
  apiUrl: string;
  secureCookies: boolean;
  /** The site's 404 page. */
  notFound: (req: FastifyRequest, reply: FastifyReply) => unknown;
  /** After an operator's action changed remotes.json or canary.json (the cluster publishes them to its bucket). */
  onChanged?: () => Promise<void>;
}

const sign = (token: string, text: string) => createHmac('sha256', token).update(text).digest('base64url');
const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A session cookie's value: its expiry (s since the epoch) and its signature with the operator credential. */
export function opsSessionValue(token: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + SESSION_S;
  return `${expires}.${sign(token, `ops-session:${expires}`)}`;
}

function validSession(token: string, value: string | undefined, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match) return false;
  if (Number(match[1]) * 1000 < now) return false;
  return same(match[2]!, sign(token, `ops-session:${match[1]}`));
}

/** The operator behind a request, by header or cookie (`via`), or null. */
function operator(req: FastifyRequest, token: string | undefined): { via: string } | null {
  if (!token) return null;
  if (hasOpsToken(req.headers.authorization, token)) return { via: 'header' };
  const session = cookieValue(req.headers.cookie, OPS_COOKIE);
  return validSession(token, session) ? { via: `cookie:${session}` } : null;
}

/** The anti-forgery field of the console's forms: tied to the credential the page was opened with. */
const formToken = (token: string, via: string) => sign(token, `ops-form:${via}`);

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pct = (n: number) => `${(n * 100).toFixed(2)}%`;
const ms = (n: number | null) => (n === null || Number.isNaN(n) ? '–' : `${Math.round(n)} ms`);
const rate = (loads: number, failures: number) => (loads > 0 ? Math.min(1, failures / loads) : 0);

interface Series {
  label: string;
  /** Line colour and dash (the arms differ by both, not by colour alone). */
  stroke: string;
  dash: string;
  points: { at: string; value: number | null }[];
}

/** A line chart of the arms over time, with a table of the same numbers for screen readers and a text browser. */
export function chart(id: string, title: string, unit: (v: number) => string, series: Series[]): string {
  const W = 560;
  const H = 180;
  const pad = { l: 56, r: 12, t: 12, b: 28 };
  const times = [...new Set(series.flatMap((s) => s.points.map((p) => p.at)))].sort();
  const values = series.flatMap((s) => s.points.map((p) => p.value)).filter((v): v is number => v !== null);
  const max = Math.max(...values, 0) || 1;
  const x = (at: string) =>
    pad.l +
    (times.length > 1
      ? (times.indexOf(at) / (times.length - 1)) * (W - pad.l - pad.r)
      : (W - pad.l - pad.r) / 2);
  const y = (v: number) => pad.t + (1 - v / max) * (H - pad.t - pad.b);
  const lines = series
    .map((s) => {
      const pts = s.points
        .filter((p) => p.value !== null)
        .map((p) => `${x(p.at).toFixed(1)},${y(p.value!).toFixed(1)}`);
      if (pts.length === 0) return '';
      const dots = pts
        .map((pt) => `<circle cx="${pt.split(',')[0]}" cy="${pt.split(',')[1]}" r="3" fill="${s.stroke}"/>`)
        .join('');
      return `<polyline fill="none" stroke="${s.stroke}" stroke-width="2" stroke-dasharray="${s.dash}" points="${pts.join(' ')}"/>${dots}`;
    })
    .join('');
  const axis = `<line x1="${pad.l}" y1="${H - pad.b}" x2="${W - pad.r}" y2="${H - pad.b}" stroke="#555"/><line x1="${pad.l}" y1="${pad.t}" x2="${pad.l}" y2="${H - pad.b}" stroke="#555"/>`;
  const labels =
    `<text x="${pad.l - 6}" y="${pad.t + 4}" text-anchor="end" font-size="11">${escape(unit(max))}</text>` +
    `<text x="${pad.l - 6}" y="${H - pad.b}" text-anchor="end" font-size="11">${escape(unit(0))}</text>` +
    (times.length
      ? `<text x="${pad.l}" y="${H - 8}" font-size="11">${escape(times[0]!.slice(11, 16))}</text><text x="${W - pad.r}" y="${H - 8}" text-anchor="end" font-size="11">${escape(times.at(-1)!.slice(11, 16))} UTC</text>`
      : '');
  const legend = series
    .map((s) => `<li>${escape(s.label)}: ${s.dash === 'none' ? 'solid' : 'dashed'} line</li>`)
    .join('');
  const rows = times
    .map(
      (at) =>
        `<tr><th scope="row">${escape(at.slice(0, 16).replace('T', ' '))}</th>${series
          .map(
            (s) =>
              `<td>${escape(
                (() => {
                  const v = s.points.find((p) => p.at === at)?.value;
                  return v === null || v === undefined ? '–' : unit(v);
                })(),
              )}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('');
  return `<figure class="chart" data-chart="${escape(id)}">
<figcaption id="${escape(id)}-title">${escape(title)}</figcaption>
<svg role="img" aria-labelledby="${escape(id)}-title" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" xmlns="http://www.w3.org/2000/svg"><title>${escape(title)}</title>${axis}${labels}${lines}</svg>
<ul>${legend}</ul>
<details><summary>${escape(title)} as a table</summary>
<table><caption>${escape(title)}</caption><thead><tr><th scope="col">Time (UTC)</th>${series.map((s) => `<th scope="col">${escape(s.label)}</th>`).join('')}</tr></thead><tbody>${rows || `<tr><td colspan="${series.length + 1}">No data yet</td></tr>`}</tbody></table>
</details>
</figure>`;
}

const STABLE_LINE = { stroke: '#1f4e9c', dash: 'none' };
const CANARY_LINE = { stroke: '#b3261e', dash: '6 4' };

function armCharts(remote: RemoteName, canary: VersionMeasurements, stable: VersionMeasurements): string {
  const both = (pick: (p: VersionMeasurements['series'][number]) => number | null): Series[] => [
    { label: 'Stable arm', ...STABLE_LINE, points: stable.series.map((p) => ({ at: p.at, value: pick(p) })) },
    { label: 'Canary arm', ...CANARY_LINE, points: canary.series.map((p) => ({ at: p.at, value: pick(p) })) },
  ];
  return [
    chart(
      `${remote}-failures`,
      `${remote}: failure rate per minute`,
      pct,
      both((p) => (p.loads > 0 ? rate(p.loads, p.failures) : null)),
    ),
    chart(
      `${remote}-lcp`,
      `${remote}: p75 LCP per minute`,
      (v) => ms(v),
      both((p) => p.lcpP75),
    ),
    chart(
      `${remote}-inp`,
      `${remote}: p75 INP per minute`,
      (v) => ms(v),
      both((p) => p.inpP75),
    ),
  ].join('\n');
}

function armTable(remote: RemoteName, arms: [string, string, VersionMeasurements][]): string {
  const rows = arms
    .map(
      ([arm, version, m]) =>
        `<tr><th scope="row">${escape(arm)}</th><td>${escape(version)}</td><td>${m.loads}</td><td>${m.failures}</td><td>${pct(rate(m.loads, m.failures))}</td><td>${ms(m.lcp.length ? quantile(m.lcp, 0.75) : null)} (${m.lcp.length})</td><td>${ms(m.inp.length ? quantile(m.inp, 0.75) : null)} (${m.inp.length})</td></tr>`,
    )
    .join('');
  return `<table><caption>${escape(remote)}: both arms since the canary started</caption><thead><tr><th scope="col">Arm</th><th scope="col">Version</th><th scope="col">Loads</th><th scope="col">Failures</th><th scope="col">Failure rate</th><th scope="col">p75 LCP (samples)</th><th scope="col">p75 INP (samples)</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function button(
  remote: RemoteName,
  action: 'promote' | 'abort' | 'rollback',
  label: string,
  csrf: string,
): string {
  return `<form method="post" action="/ops/action"><input type="hidden" name="csrf" value="${escape(csrf)}"><input type="hidden" name="remote" value="${remote}"><input type="hidden" name="action" value="${action}"><button type="submit">${escape(label)}</button></form>`;
}

/** The version a rollback of `remote` re-activates: the one active before the current one was released. */
export function rollbackTarget(deployDir: string, remote: RemoteName): string | null {
  const current = readManifest(deployDir)[remote]?.version;
  if (!current) return null;
  const published = (v: string) =>
    existsSync(join(versionLayout(deployDir, remote, v).client, 'mf-manifest.json'));
  const history = readHistory(deployDir).filter((e) => e.remote === remote);
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const e = history[i]!;
    if (
      e.action !== 'rollback' &&
      e.version === current &&
      e.previous &&
      e.previous !== current &&
      published(e.previous)
    )
      return e.previous;
  }
  return null;
}

/** The developer's override forms (dev-override.ts): per remote a version or a dev server URL, and a clear button. */
function overrideForms(csrf: string, current: Overrides | null): string {
  const forms = REMOTE_NAMES.map((remote) => {
    const o = current?.[remote];
    const now = o ? ('version' in o ? `version ${o.version}` : o.url) : 'none';
    return `<form method="post" action="/ops/override"><fieldset><legend>${remote} (now: ${escape(now)})</legend><input type="hidden" name="csrf" value="${escape(csrf)}"><input type="hidden" name="remote" value="${remote}"><label>Published version <input name="version" autocomplete="off"></label> <label>or dev server URL <input name="url" type="url" placeholder="http://localhost:3001/mf-manifest.json" autocomplete="off"></label> <button type="submit">Override ${remote} in this browser</button></fieldset></form>`;
  }).join('');
  const clear = `<form method="post" action="/ops/override"><input type="hidden" name="csrf" value="${escape(csrf)}"><input type="hidden" name="clear" value="1"><button type="submit">Clear override</button></form>`;
  return `<section aria-labelledby="dev-override"><h2 id="dev-override">Developer's override</h2><p>Loads a published version, or a dev server's build, of a remote in this browser only (8 hours). A dev server's remote renders in the browser only.</p>${forms}${clear}</section>`;
}

async function page(options: OpsConsoleOptions, csrf: string, notice: string | null, override: Overrides | null = null): Promise<string> {
  const { deployDir, opsToken, apiUrl } = options;
  const status = canaryStatus(deployDir);
  const canaries = readCanaries(deployDir);
  const overview = REMOTE_NAMES.map((remote) => {
    const s = status[remote];
    const c = s.canary;
    return `<tr><th scope="row">${remote}</th><td>${escape(s.stable.version ?? '–')}</td><td>${escape(c?.version ?? '–')}</td><td>${c ? `${c.stage + 1} of ${c.stages.length}${c.pinned ? ' (pinned)' : ''}` : '–'}</td><td>${c ? `${c.percent}%` : '–'}</td><td>${c ? escape(c.since) : '–'}</td></tr>`;
  }).join('');
  const sections: string[] = [];
  for (const remote of REMOTE_NAMES) {
    const canary: CanaryState | undefined = canaries[remote];
    const stable = status[remote].stable.version;
    const target = rollbackTarget(deployDir, remote);
    const buttons = [
      canary ? button(remote, 'promote', `Promote ${remote} ${canary.version} to every visitor`, csrf) : '',
      canary ? button(remote, 'abort', `Abort the ${remote} canary`, csrf) : '',
      target ? button(remote, 'rollback', `Roll ${remote} back to ${target}`, csrf) : '',
    ].join('');
    let body = '';
    if (canary && stable && opsToken) {
      try {
        const since = new Date(canary.since);
        const [c, s] = await Promise.all([
          fetchMeasurements(apiUrl, opsToken, remote, canary.version, since),
          fetchMeasurements(apiUrl, opsToken, remote, stable, since),
        ]);
        body =
          armTable(remote, [
            ['Stable', stable, s],
            ['Canary', canary.version, c],
          ]) + armCharts(remote, c, s);
      } catch (error) {
        body = `<p role="status">Measurements unavailable: ${escape(error instanceof Error ? error.message : String(error))}</p>`;
      }
    } else if (!canary) body = '<p>No canary.</p>';
    sections.push(
      `<section aria-labelledby="remote-${remote}"><h2 id="remote-${remote}">${remote}</h2>${body}${buttons ? `<div class="actions">${buttons}</div>` : ''}</section>`,
    );
  }
  const log = readCanaryLog(deployDir).slice(-100).reverse();
  const logRows = log
    .map(
      (e) =>
        `<tr><td>${escape(e.at)}</td><td>${escape(e.remote)}</td><td>${escape(e.version)}</td><td>${escape(e.action)}</td><td>${escape(e.reason)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Operations – Cargora</title></head>
<body><main>
<h1>Operations: remote releases and canaries</h1>
${notice ? `<p role="status">${escape(notice)}</p>` : ''}
<table><caption>Each remote's versions</caption><thead><tr><th scope="col">Remote</th><th scope="col">Stable version</th><th scope="col">Canary version</th><th scope="col">Stage</th><th scope="col">Percent</th><th scope="col">Canary since</th></tr></thead><tbody>${overview}</tbody></table>
${sections.join('\n')}
${overrideForms(csrf, override)}
<section aria-labelledby="decision-log"><h2 id="decision-log">Decision log</h2>
<table><caption>Canary decisions, newest first</caption><thead><tr><th scope="col">When (UTC)</th><th scope="col">Remote</th><th scope="col">Version</th><th scope="col">Action</th><th scope="col">Reason</th></tr></thead><tbody>${logRows || '<tr><td colspan="5">No decisions yet</td></tr>'}</tbody></table>
</section>
</main></body></html>`;
}

/** Registers GET /ops, POST /ops/session and POST /ops/action. */
export function registerOpsConsole(app: FastifyInstance, options: OpsConsoleOptions) {
  const { opsToken, deployDir } = options;
  const guard = (req: FastifyRequest) => operator(req, opsToken);
  /**
   * A console form's fields, once its sender is an operator (else the site's 404) and its anti-forgery field is the
   * credential's (else 403); null when the answer has been sent.
   */
  const operatorForm = async (req: FastifyRequest, reply: FastifyReply): Promise<Record<string, unknown> | null> => {
    const who = guard(req);
    if (!who) {
      await options.notFound(req, reply);
      return null;
    }
    const fields = (req.body ?? {}) as Record<string, unknown>;
    const csrf = typeof fields.csrf === 'string' ? fields.csrf : '';
    if (!same(csrf, formToken(opsToken!, who.via))) {
      await reply.code(403).type('text/plain').send('This form is out of date or was not sent from the console: open /ops again.');
      return null;
    }
    return fields;
  };

  app.get('/ops', async (req, reply) => {
    const who = guard(req);
    if (!who) return options.notFound(req, reply);
    const notice =
      typeof (req.query as Record<string, unknown>).done === 'string'
        ? String((req.query as Record<string, string>).done).slice(0, 300)
        : null;
    reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      // The origin's policy (form-action 'none') would stop the console's own forms in a browser.
      .header('Content-Security-Policy', OPS_POLICY)
      .type('text/html; charset=utf-8');
    const override = readOverrides(opsToken, cookieValue(req.headers.cookie, OVERRIDE_COOKIE), deployDir);
    return page(options, formToken(opsToken!, who.via), notice, override === 'invalid' ? null : override);
  });

  // The developer's override (dev-override.ts): sets (merged with the remotes already overridden) or clears the signed
  // cookie of this browser.
  app.post('/ops/override', async (req, reply) => {
    const fields = await operatorForm(req, reply);
    if (!fields) return reply;
    reply.header('Cache-Control', 'no-store');
    if (fields.clear !== undefined) {
      reply.header('Set-Cookie', clearOverrideCookie(options.secureCookies));
      return reply.redirect(`/ops?done=${encodeURIComponent('Override cleared')}`, 303);
    }
    const remote = String(fields.remote ?? '');
    const version = typeof fields.version === 'string' ? fields.version.trim() : '';
    const url = typeof fields.url === 'string' ? fields.url.trim() : '';
    if (Boolean(version) === Boolean(url)) return reply.code(400).type('text/plain').send('Give either a published version or a dev server URL.');
    const override = version ? { version } : { url };
    const problem = overrideProblem(deployDir, remote, override);
    if (problem) return reply.code(400).type('text/plain').send(problem);
    const kept = readOverrides(opsToken, cookieValue(req.headers.cookie, OVERRIDE_COOKIE), deployDir);
    const overrides: Overrides = { ...(kept && kept !== 'invalid' ? kept : {}), [remote]: override };
    reply.header('Set-Cookie', overrideCookie(overrideCookieValue(opsToken!, overrides), options.secureCookies));
    return reply.redirect(`/ops?done=${encodeURIComponent(`${remote} overridden in this browser`)}`, 303);
  });

  // The signed cookie, for a browser: POST the credential once (e.g. from the browser's console:
  // fetch('/ops/session', { method: 'POST', body: new URLSearchParams({ token }) })), then open /ops.
  app.post('/ops/session', async (req, reply) => {
    const sent = (req.body as Record<string, unknown> | undefined)?.token;
    if (!opsToken || typeof sent !== 'string' || !hasOpsToken(`Bearer ${sent}`, opsToken))
      return options.notFound(req, reply);
    reply.header(
      'Set-Cookie',
      `${OPS_COOKIE}=${opsSessionValue(opsToken)}; Path=/ops; Max-Age=${SESSION_S}; HttpOnly; SameSite=Strict${options.secureCookies ? '; Secure' : ''}`,
    );
    return reply.code(303).header('Cache-Control', 'no-store').redirect('/ops', 303);
  });

  app.post('/ops/action', async (req, reply) => {
    const fields = await operatorForm(req, reply);
    if (!fields) return reply;
    const remote = String(fields.remote ?? '') as RemoteName;
    const action = String(fields.action ?? '');
    if (!(REMOTE_NAMES as readonly string[]).includes(remote))
      return reply.code(400).type('text/plain').send('Unknown remote.');
    let done: string;
    try {
      if (action === 'promote')
        done = `${remote}: ${promoteCanary(deployDir, remote, 'promoted from the console')} promoted to every visitor`;
      else if (action === 'abort')
        done = abortCanary(deployDir, remote, 'aborted from the console')
          ? `${remote}: canary aborted`
          : `${remote} has no canary`;
      else if (action === 'rollback') {
        const target = rollbackTarget(deployDir, remote);
        const current = readManifest(deployDir)[remote];
        if (!target || !current)
          return reply.code(409).type('text/plain').send(`No earlier version of ${remote} to roll back to.`);
        activateRelease(
          deployDir,
          remote,
          target,
          current.url.replace(`/${current.version}/`, `/${target}/`),
          'rollback',
        );
        abortCanary(deployDir, remote, `rolled back to ${target}`, new Date(), 'rollback');
        done = `${remote}: rolled back from ${current.version} to ${target}`;
      } else return reply.code(400).type('text/plain').send('Unknown action.');
    } catch (error) {
      return reply
        .code(409)
        .type('text/plain')
        .send(error instanceof Error ? error.message : String(error));
    }
    await options
      .onChanged?.()
      .catch((error: unknown) => app.log.warn({ err: error }, 'ops: could not publish the change'));
    return reply.header('Cache-Control', 'no-store').redirect(`/ops?done=${encodeURIComponent(done)}`, 303);
  });
}
