// Load generator for bench-ssr.ts, run as a child process (its own event loop) like api/bench/load-worker.mjs, with
// what that one does not report: time to first byte (request written -> response headers parsed), the status codes,
// and a mode that runs until the parent says stop (light background traffic).
// autocannon is the API package's dependency; it is resolved from there.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(join(fileURLToPath(import.meta.url), '..', '..', '..', 'api', 'package.json'));
const autocannon = require('autocannon');

/** { base, paths, connections, duration (s), warmup (s), untilStopped } */
const options = JSON.parse(process.argv[2]);
const { base, paths, connections } = options;

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function run(seconds, record) {
  let next = 0;
  const ttfb = [];
  const statuses = {};
  let connectionErrors = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${paths[0]}`,
        connections,
        duration: seconds,
        pipelining: 1,
        timeout: 20,
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
        setupClient: (client) => {
          // pipelining 1: one request in flight per client, so one start time is enough.
          let sentAt = 0;
          client.on('request', () => {
            sentAt = performance.now();
          });
          client.on('headers', (info) => {
            if (!record) return;
            ttfb.push(performance.now() - sentAt);
            statuses[info.statusCode] = (statuses[info.statusCode] ?? 0) + 1;
          });
          client.on('connError', () => {
            connectionErrors += 1;
          });
        },
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({ result, ttfb, statuses, connectionErrors });
      },
    );
    process.on('message', (message) => {
      if (message === 'stop') instance.stop();
    });
  });
}

if (options.warmup > 0) await run(options.warmup, false);
process.send({ type: 'measuring' });
const { result, ttfb, statuses, connectionErrors } = await run(
  options.untilStopped ? 24 * 3600 : options.duration,
  true,
);
ttfb.sort((a, b) => a - b);
const responses = ttfb.length;
const non200 = Object.entries(statuses).reduce((n, [code, count]) => (code === '200' ? n : n + count), 0);
process.send({
  type: 'result',
  seconds: result.duration,
  responses,
  rps: result.duration > 0 ? responses / result.duration : 0,
  ttfb: {
    p50: percentile(ttfb, 50),
    p90: percentile(ttfb, 90),
    p99: percentile(ttfb, 99),
    max: ttfb[ttfb.length - 1] ?? NaN,
  },
  // autocannon's own latency: request written -> whole response read.
  latency: { p50: result.latency.p50, p99: result.latency.p99 },
  bytesPerResponse: responses > 0 ? result.throughput.total / responses : 0,
  statuses,
  non200,
  errors: result.errors,
  timeouts: result.timeouts,
  connectionErrors,
});
process.disconnect();
