// Load generator for bench-api.ts, run as a child process so autocannon does not share the server's event loop.
// (Not a worker thread: autocannon reports raw histograms when it is not on a main thread.)
import autocannon from 'autocannon';

const { base, paths, duration, connections } = JSON.parse(process.argv[2]);
let i = 0;
const result = await autocannon({
  url: `${base}${paths[0]}`,
  connections,
  duration,
  pipelining: 1,
  timeout: 20,
  // JIT, page cache and read cache warm up before the measured window (every path is requested at least once).
  warmup: { connections, duration: 3 },
  requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
});
process.send({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
});
