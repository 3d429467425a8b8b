// `npm run start:cluster`: the site as a cluster of real engines (HAProxy, 3 API and 2 host processes, PostgreSQL,
// Redis, an S3 stand-in) on this machine. The single-process `npm start` on SQLite stays the default.
import { ensureApiBuilt, ensureHostBuilt, ensureRemotesReleased } from './lib/build';
import { ensureFonts } from './lib/chromium';
import { CLUSTER_DIR, startCluster } from './lib/cluster';

async function main() {
  const started = Date.now();
  ensureFonts();
  ensureApiBuilt();
  ensureHostBuilt();
  ensureRemotesReleased();
  const cluster = await startCluster();
  const p = cluster.ports;
  console.log(`
  Cargora cluster is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

    Open the site:    ${cluster.url}/landing-page          (HAProxy; API under /api, files under /files)
    HAProxy stats:    http://127.0.0.1:${p.stats}/stats
    API processes:    :${p.api.join(', :')}     host/render processes: :${p.web.join(', :')}
                      each API: /health (liveness, HAProxy's check), /ready (database, files store, disk)
    PostgreSQL:       ${cluster.databaseUrl}
    Redis:            redis://127.0.0.1:${p.redis}      S3 stand-in (s3rver): ${cluster.s3.endpoint} bucket ${cluster.s3.bucket}
    Sign-in sites:    ${process.env.CUSTOMER_SITE_URL ?? 'http://localhost:5100'}, ${process.env.AGENT_SITE_URL ?? 'http://localhost:5200'}   (stand-ins, development only)
    Logs and data:    ${CLUSTER_DIR}

  Press Ctrl-C to stop everything.
`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n[cluster] stopping');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
