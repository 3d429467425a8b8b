// Load generator for bench-ssr.ts, run as a child process (its own event loop): `connections` keep-alive
// connections, each sending its next request when the last response has been read, round-robin over the paths.
// Reports time to first byte (request sent -> response headers parsed), whole-response latency, the status codes,
// and has a mode that runs until the parent says stop (light background traffic).
//
// Node's own HTTP client (its C parser), not autocannon: autocannon parses responses in JavaScript (http-parser-js),
// and on this 2-core machine that parsing, not the server, set the figure for large pages (a cached 75 KB storefront:
// about 1,100 responses/s with p99 130-160 ms through autocannon, about 5,000/s with p99 40 ms through this client,
// same server, same minute).
import http from 'node:http';

/** { base, paths, connections, duration (s), warmup (s), untilStopped } */
const options = JSON.parse(process.argv[2]);
const { base, paths, connections } = options;
const target = new URL(base);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
const TIMEOUT_MS = 20_000;

let stopRequested = false;
process.on('message', (message) => {
  if (message === 'stop') stopRequested = true;
});

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The host's Server-Timing (host-server.ts): the wait for a render worker and the render, for a page rendered for it. */
function serverTiming(header) {
  const queue = /(?:^|,)\s*queue;dur=([\d.]+)/.exec(header ?? '');
  const render = /(?:^|,)\s*render;dur=([\d.]+)/.exec(header ?? '');
  return queue && render ? { queue: Number(queue[1]), render: Number(render[1]) } : null;
}

/** One GET: resolves with its timings and status, or with what went wrong (never rejects). */
function get(path) {
  return new Promise((resolve) => {
    const sentAt = performance.now();
    let settled = false;
    const settle = (outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const req = http.request({ host: target.hostname, port: target.port, path, method: 'GET', agent }, (res) => {
      const ttfb = performance.now() - sentAt;
      const timing = serverTiming(res.headers['server-timing']);
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
      });
      res.on('end', () => settle({ ttfb, latency: performance.now() - sentAt, bytes, status: res.statusCode, timing }));
      res.on('error', () => settle({ error: 'response' }));
    });
    req.setTimeout(TIMEOUT_MS, () => {
      req.destroy();
      settle({ timeout: true });
    });
    req.on('error', (error) => settle({ error: error.code ?? 'request', connection: /^E(CONN|PIPE|HOSTUNREACH|ADDR)/.test(error.code ?? '') }));
    req.end();
  });
}

async function run(seconds, record) {
  const until = performance.now() + seconds * 1000;
  let next = 0;
  const ttfb = [];
  const latency = [];
  const queue = [];
  const render = [];
  const statuses = {};
  let bytes = 0;
  let errors = 0;
  let timeouts = 0;
  let connectionErrors = 0;
  const started = performance.now();
  const loop = async () => {
    while (!stopRequested && performance.now() < until) {
      const outcome = await get(paths[next++ % paths.length]);
      if (!record) continue;
      if (outcome.timeout) timeouts += 1;
      else if (outcome.error) {
        errors += 1;
        if (outcome.connection) connectionErrors += 1;
      } else {
        ttfb.push(outcome.ttfb);
        latency.push(outcome.latency);
        if (outcome.timing) {
          queue.push(outcome.timing.queue);
          render.push(outcome.timing.render);
        }
        bytes += outcome.bytes;
        statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { seconds: (performance.now() - started) / 1000, ttfb, latency, queue, render, statuses, bytes, errors, timeouts, connectionErrors };
}

if (options.warmup > 0) await run(options.warmup, false);
process.send({ type: 'measuring' });
const measured = await run(options.untilStopped ? 24 * 3600 : options.duration, true);
const { ttfb, latency, queue, render, statuses } = measured;
for (const list of [ttfb, latency, queue, render]) list.sort((a, b) => a - b);
const responses = ttfb.length;
const non200 = Object.entries(statuses).reduce((n, [code, count]) => (code === '200' ? n : n + count), 0);
process.send({
  type: 'result',
  seconds: measured.seconds,
  responses,
  rps: measured.seconds > 0 ? responses / measured.seconds : 0,
  ttfb: {
    p50: percentile(ttfb, 50),
    p90: percentile(ttfb, 90),
    p99: percentile(ttfb, 99),
    max: ttfb[ttfb.length - 1] ?? NaN,
  },
  // request sent -> whole response read
  latency: { p50: percentile(latency, 50), p99: percentile(latency, 99) },
  // Responses whose page was rendered for them (the others shared a render or were served from the render cache):
  // how long they waited for a render worker, and how long the render took (host-server.ts: Server-Timing).
  rendered: { responses: render.length, queue: { p50: percentile(queue, 50), p99: percentile(queue, 99) }, render: { p50: percentile(render, 50), p99: percentile(render, 99) } },
  bytesPerResponse: responses > 0 ? measured.bytes / responses : 0,
  statuses,
  non200,
  errors: measured.errors,
  timeouts: measured.timeouts,
  connectionErrors: measured.connectionErrors,
});
agent.destroy();
process.disconnect();
