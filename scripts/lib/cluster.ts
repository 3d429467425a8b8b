// The site as a cluster of real engines on one machine (`npm run start:cluster`, `npm run test:cluster`):
//
//   visitor ─▶ HAProxy :8080 ─┬─ /api/*, /health ─▶ API ×3 (:8101-8103) ─┬─▶ PostgreSQL (:8432)
//                             ├─ /files/*        ─▶ files ×3 (:8111-8113) ├─▶ Redis (:8379): rate limits, change bus
//                             └─ pages           ─▶ host ×2 (:8091-8092)  └─▶ S3 API (s3rver :8569): CVs, images
//                                                   (render workers call the API through HAProxy)
//   remotes' published versions: the CDN origin process (:8121-8124)
//
// Every piece is started, health-checked and stopped here; an API or host process that dies is started again.
// Debian packages (haproxy, redis-server, postgresql) are installed when missing (as root), like the test script does.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync, chownSync, openSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { opsToken } from '@cargora/shared/server';
import { REMOTE_NAMES, ROOT, deployDir, type RemoteName } from './paths';
import { readCanaries } from '@cargora/host/server';
import { readManifest, type RemotesManifest } from './deploy';
import { aptInstall, isRoot } from './chromium';
import { remoteBucket, type BucketSettings } from './remote-bucket';
import { startStandInSites } from './stand-in-sites';
import { answers, waitFor } from './wait-for';

export interface ClusterPorts {
  front: number;
  stats: number;
  web: number[];
  api: number[];
  files: number[];
  remotes: Record<RemoteName, number>;
  redis: number;
  s3: number;
  pg: number;
}

export function clusterPorts(env: NodeJS.ProcessEnv = process.env): ClusterPorts {
  const base = Number(env.CLUSTER_PORT_BASE ?? 8000);
  return {
    front: base + 80,
    stats: base + 81,
    web: [base + 91, base + 92],
    api: [base + 101, base + 102, base + 103],
    files: [base + 111, base + 112, base + 113],
    remotes: { catalog: base + 121, directory: base + 122, content: base + 123, careers: base + 124 },
    redis: base + 379,
    s3: base + 569,
    pg: base + 432,
  };
}

export const CLUSTER_DIR = join(ROOT, '.cache', 'cluster');
const SPARE = '-spare';
/** The API's files (CVs, pictures): the files origin serves its public folders. */
const FILES_BUCKET = 'cargora';
/**
 * The published remote versions (server builds, private source maps, release.json): a bucket of their own, which no
 * origin serves, so no path on the files origin can name them.
 */
const REMOTES_BUCKET = 'cargora-remotes';
const S3_KEY = 'S3RVER';

const s3At = (p: ClusterPorts, bucket: string): BucketSettings => ({ endpoint: `http://127.0.0.1:${p.s3}`, bucket, accessKeyId: S3_KEY, secretAccessKey: S3_KEY });

/** The cluster's bucket of published remote versions (s3rver on this machine). */
export function clusterBucket(p: ClusterPorts = clusterPorts()): BucketSettings {
  return s3At(p, REMOTES_BUCKET);
}

/** Release or rollback in the cluster: `version` (published in `from`) uploaded to the bucket and made live there. */
export async function clusterActivate(remote: RemoteName, version: string, from = deployDir()): Promise<{ from: string | null; uploaded: boolean }> {
  const bucket = remoteBucket(clusterBucket());
  const manifest = await bucket.readManifest();
  if (!manifest) throw new Error('The cluster bucket has no remotes.json: is the cluster running (npm run start:cluster)?');
  const uploaded = await bucket.pushVersion(from, remote, version);
  await bucket.writeManifest({ ...manifest, [remote]: { version, url: clusterManifestUrl(remote, version) } });
  return { from: manifest[remote]?.version ?? null, uploaded };
}

/** The hosts' copy of the bucket (remotes.json, canary.json and the versions they name), kept in step by the cluster. */
export const CLUSTER_DEPLOY = join(CLUSTER_DIR, 'deploy');

/**
 * The cluster's remotes.json and canary.json as they are in its hosts' copy, made live in the bucket (after a canary
 * started, promoted or ended there): every host then pulls them.
 */
export async function publishClusterState(dir = CLUSTER_DEPLOY, p: ClusterPorts = clusterPorts()): Promise<void> {
  const bucket = remoteBucket(clusterBucket(p));
  const canaries = readCanaries(dir);
  for (const remote of REMOTE_NAMES) {
    const canary = canaries[remote];
    if (canary) await bucket.pushVersion(dir, remote, canary.version);
  }
  const manifest = readManifest(dir);
  if (JSON.stringify(await bucket.readManifest()) !== JSON.stringify(manifest)) await bucket.writeManifest(manifest);
  await bucket.writeCanaries(canaries);
}

/**
 * A canary command in the running cluster: `version` (published in `from`) uploaded to the bucket and fetched into the
 * hosts' copy, then `change` (startCanary, promoteCanary, abortCanary of host/server/canary.ts) run on that copy, and
 * the result made live in the bucket.
 */
export async function clusterCanary<T>(remote: RemoteName, version: string | null, change: (dir: string, url: string | null) => T, from = deployDir()): Promise<T> {
  const bucket = remoteBucket(clusterBucket());
  if (!(await bucket.readManifest())) throw new Error('The cluster bucket has no remotes.json: is the cluster running (npm run start:cluster)?');
  if (version) {
    await bucket.pushVersion(from, remote, version);
    await bucket.fetchVersion(CLUSTER_DEPLOY, remote, version);
  }
  const result = change(CLUSTER_DEPLOY, version ? clusterManifestUrl(remote, version) : null);
  await publishClusterState();
  return result;
}

/** Where browsers load a remote version from in the cluster (its CDN origin). */
export const clusterManifestUrl = (remote: RemoteName, version: string, p: ClusterPorts = clusterPorts()) =>
  `http://localhost:${p.remotes[remote]}/${version}/mf-manifest.json`;

type Log = (message: string) => void;

function which(command: string): string | null {
  const out = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim();
  return out || null;
}

function pgBin(): string | null {
  const dirs = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of dirs) if (existsSync(`/usr/lib/postgresql/${v}/bin/pg_ctl`)) return `/usr/lib/postgresql/${v}/bin`;
  const ctl = which('pg_ctl');
  return ctl ? join(ctl, '..') : null;
}

/** haproxy, redis-server and PostgreSQL, installed once when missing. */
export function ensureEngines(log: Log): { haproxy: string; redis: string; pg: string } {
  const missing = [
    ...(which('haproxy') ? [] : ['haproxy']),
    ...(which('redis-server') ? [] : ['redis-server']),
    ...(pgBin() ? [] : ['postgresql']),
  ];
  if (missing.length) {
    if (!isRoot()) throw new Error(`Missing Debian packages: ${missing.join(', ')} (apt-get install -y ${missing.join(' ')})`);
    log(`installing ${missing.join(', ')}`);
    aptInstall(missing);
  }
  return { haproxy: which('haproxy')!, redis: which('redis-server')!, pg: pgBin()! };
}

export function haproxyConfig(p: ClusterPorts): string {
  const servers = (name: string, list: number[], check: string) =>
    [
      '  option allbackups',
      ...list.map((port, i) => `  server ${name}${i + 1} 127.0.0.1:${port} ${check}`),
      ...list.map((port, i) => `  server ${name}${i + 1}${SPARE} 127.0.0.1:${port} backup`),
    ].join('\n');
  return `# Generated by scripts/lib/cluster.ts: the cluster's front door.
global
  maxconn 4096
  log stdout format short local0 warning

defaults
  mode http
  log global
  option httplog
  option dontlognull
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 10s
  # The checks ask for liveness only (the API's /health touches no dependency): a check that fails means this process
  # is dead or stuck. A dead one refuses at once; a live one on a busy machine gets 5 s to answer, three times over
  # (every 2 s, then every 0.5 s once one failed) before it is taken out. A server down is checked every 0.25 s and is
  # back on its first answer.
  timeout check 5s
  default-server inter 2s fastinter 500 downinter 250 fall 3 rise 1 observe layer4 error-limit 1 on-error fastinter
  # A request whose server died under it (connection refused or reset, nothing answered) goes to another server.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response junk-response response-timeout
  option forwardfor

frontend site
  bind 127.0.0.1:${p.front}
  acl is_api path_beg /api/
  acl is_health path /health
  acl is_files path_beg /files/
  use_backend api if is_api || is_health
  use_backend files if is_files
  default_backend web

backend api
  balance leastconn
  # Liveness: the process answers (GET /ready would say which dependency is down, and a dependency is shared by all).
  option httpchk GET /health
  http-check expect status 200
${servers('api', p.api, 'check')}

backend files
  balance roundrobin
${servers('files', p.files, 'check')}

backend web
  balance leastconn
  # Up once its render workers have warmed up (host/server/warm-up.ts): a host (re)started is sent visitors warm.
  option httpchk GET /ready
  http-check expect status 200
${servers('web', p.web, 'check')}

listen stats
  bind 127.0.0.1:${p.stats}
  stats enable
  stats uri /stats
  stats refresh 5s
`;
}

export interface ServerState {
  backend: string;
  server: string;
  status: string;
}

/** HAProxy's own view of its servers (its stats page as CSV). */
export async function haproxyServers(p: ClusterPorts): Promise<ServerState[]> {
  const csv = await fetch(`http://127.0.0.1:${p.stats}/stats;csv`).then((r) => r.text());
  const [header, ...rows] = csv.trim().split('\n');
  const cols = header.replace(/^# /, '').split(',');
  const at = (name: string) => cols.indexOf(name);
  return rows
    .map((line) => line.split(','))
    .filter((c) => c[at('svname')] !== 'FRONTEND' && c[at('svname')] !== 'BACKEND' && !c[at('svname')].endsWith(SPARE))
    .map((c) => ({ backend: c[at('pxname')], server: c[at('svname')], status: c[at('status')] }));
}

interface Supervised {
  name: string;
  child: ChildProcess;
  restarts: number;
  /** When the process was last started, or its spare took over (ms since epoch). */
  startedAt: number;
  /** The spare kept started beside it (APIs), if any now. */
  spare?: ChildProcess;
}

export interface Cluster {
  ports: ClusterPorts;
  url: string;
  databaseUrl: string;
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string };
  /** The API processes (their pids change when they are started again). */
  apis: Supervised[];
  webs: Supervised[];
  /** The pid of each process of the cluster now, by name (s3rver, haproxy, api1…, api1-spare…, web1…, remotes, redis). */
  pids(): Record<string, number>;
  redisRestart(): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  log?: Log;
  /** Seed sizes for a new database (default: the API's default seed). */
  services?: number;
}

function runAsPostgres(bin: string, args: string[]): void {
  const cmd = isRoot() ? 'runuser' : bin;
  const full = isRoot() ? ['-u', 'postgres', '--', bin, ...args] : args;
  const result = spawnSync(cmd, full, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed (exit ${result.status})`);
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? ((m: string) => console.log(`[cluster] ${m}`));
  const p = clusterPorts();
  const engines = ensureEngines(log);
  mkdirSync(CLUSTER_DIR, { recursive: true });
  const logsDir = join(CLUSTER_DIR, 'logs');
  mkdirSync(logsDir, { recursive: true });
  const logFile = (name: string) => openSync(join(logsDir, `${name}.log`), 'a');
  const cleanups: (() => Promise<void> | void)[] = [];
  let stopping = false;

  // PostgreSQL: a private cluster kept in .cache/cluster/pg (durable settings: fsync on), one database.
  const pgDir = join(CLUSTER_DIR, 'pg');
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    log('creating the PostgreSQL cluster');
    rmSync(pgDir, { recursive: true, force: true });
    mkdirSync(pgDir, { recursive: true, mode: 0o700 });
    if (isRoot()) chownSync(pgDir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout), Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout));
    runAsPostgres(join(engines.pg, 'initdb'), ['-D', pgDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C']);
  }
  runAsPostgres(join(engines.pg, 'pg_ctl'), ['-D', pgDir, '-l', join(pgDir, 'server.log'), '-w', '-t', '60', '-o', `-c listen_addresses=127.0.0.1 -p ${p.pg} -k ${pgDir} -c max_connections=200`, 'start']);
  cleanups.push(() => runAsPostgres(join(engines.pg, 'pg_ctl'), ['-D', pgDir, '-m', 'fast', '-w', 'stop']));
  const admin = new Client({ connectionString: `postgres://postgres@127.0.0.1:${p.pg}/postgres` });
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'cargora'");
  if (!exists.rowCount) await admin.query('CREATE DATABASE cargora');
  await admin.end();
  const databaseUrl = `postgres://postgres@127.0.0.1:${p.pg}/cargora`;
  log(`PostgreSQL on :${p.pg}`);

  const stopAll = async () => {
    stopping = true;
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch((e: unknown) => log(`stop: ${String(e)}`));
  };

  try {
    // Redis: counters and the change bus only (nothing to persist).
    let redis: ChildProcess;
    const startRedis = async () => {
      redis = spawn(engines.redis, ['--port', String(p.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', logFile('redis'), logFile('redis')] });
      await waitFor('Redis', async () => spawnSync('redis-cli', ['-p', String(p.redis), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG' || (await tcpOpen(p.redis)));
    };
    await startRedis();
    const stopRedis = () =>
      new Promise<void>((resolve) => {
        if (redis.exitCode !== null) return resolve();
        redis.once('exit', () => resolve());
        redis.kill('SIGKILL');
      });
    cleanups.push(stopRedis);
    log(`Redis on :${p.redis}`);

    // S3: s3rver, the local stand-in for any S3-compatible store (files in .cache/cluster/s3).
    // Its own process: a busy event loop here (the load generator of test:cluster) must not slow the store.
    const s3 = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'lib', 's3-stand-in.ts'), String(p.s3), join(CLUSTER_DIR, 's3'), FILES_BUCKET, REMOTES_BUCKET], { stdio: ['ignore', 'pipe', logFile('s3')] });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          if (s3.exitCode !== null) return resolve();
          s3.once('exit', () => resolve());
          s3.kill('SIGTERM');
        }),
    );
    await new Promise<void>((resolve, reject) => {
      s3.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      s3.once('exit', (code) => reject(new Error(`the S3 stand-in exited (${code}); see .cache/cluster/logs/s3.log`)));
    });
    const s3Settings = s3At(p, FILES_BUCKET);
    log(`S3 stand-in (s3rver) on :${p.s3}, buckets ${FILES_BUCKET} (files) and ${REMOTES_BUCKET} (remote versions)`);

    // The remotes' published versions live in the bucket (remotes/<remote>/<version>/, remotes/remotes.json): the local
    // active versions are uploaded, made live there, and every host keeps a copy in step (remotes.json read every 250 ms).
    const clusterDeploy = CLUSTER_DEPLOY;
    const bucket = remoteBucket(clusterBucket(p));
    const source = deployDir();
    const active = readManifest(source);
    if (REMOTE_NAMES.some((r) => !active[r])) throw new Error('No published remotes in deploy/: run `npm start` once (it builds and releases them)');
    const live: RemotesManifest = {};
    for (const remote of REMOTE_NAMES) {
      const { version } = active[remote]!;
      await bucket.pushVersion(source, remote, version);
      live[remote] = { version, url: clusterManifestUrl(remote, version, p) };
    }
    await bucket.writeManifest(live);
    await bucket.pull(clusterDeploy);
    // remotes.json is read four times a second; the bucket is listed for newly published versions every 2 s.
    const stopFollowing = bucket.follow(clusterDeploy, {
      intervalMs: 250,
      onChange: () => log(`remotes.json changed in the bucket: ${JSON.stringify(Object.fromEntries(Object.entries(readManifest(clusterDeploy)).map(([r, v]) => [r, v?.version])))}`),
      onError: (e: unknown) => log(`remote sync: ${String(e)}`),
    });
    cleanups.push(stopFollowing);
    log(`remote versions in the bucket ${REMOTES_BUCKET} under remotes/, synced to ${clusterDeploy} (its revision checked every 250 ms)`);

    const front = `http://localhost:${p.front}`;
    // The external sign-in sites (stand-ins, as npm start runs them), signing in through the cluster's API.
    const customerSiteUrl = process.env.CUSTOMER_SITE_URL ?? 'http://localhost:5100';
    const agentSiteUrl = process.env.AGENT_SITE_URL ?? 'http://localhost:5200';
    const standIns = await startStandInSites({ apiUrl: front, hostOrigin: front, customerSiteUrl, agentSiteUrl, listenHost: 'localhost' });
    cleanups.push(() => standIns.close());
    const standInOrigins = [customerSiteUrl, agentSiteUrl].map((url) => new URL(url).origin);
    const dataDir = join(CLUSTER_DIR, 'data');
    // One operator credential for every host and API (/ssr-status, CSP reports, telemetry): OPS_TOKEN, else the cluster's.
    const clusterOpsToken = opsToken(process.env, dataDir);
    const apiEnv = (i: number): NodeJS.ProcessEnv => ({
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      API_HOST: '127.0.0.1',
      API_PORT: String(p.api[i]),
      FILES_PORT: String(p.files[i]),
      FILES_ORIGIN: front,
      SITE_URL: front,
      SITE_ORIGINS: [front, `http://127.0.0.1:${p.front}`, ...standInOrigins].join(','),
      DATABASE_URL: databaseUrl,
      // One data directory: the JWT secret every instance signs and checks tokens with.
      DATA_DIR: dataDir,
      OPS_TOKEN: clusterOpsToken,
      REDIS_URL: `redis://127.0.0.1:${p.redis}`,
      S3_BUCKET: FILES_BUCKET,
      S3_ENDPOINT: s3Settings.endpoint,
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      // HAProxy (on loopback) says who the visitor is.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // As deployed: no Swagger UI (it also costs a third of a start-up, which a replaced process must be quick at).
      API_DOCS: process.env.API_DOCS ?? '0',
      EXIT_WITH_PARENT: '1',
    });
    const webEnv = (i: number): NodeJS.ProcessEnv => ({
      ...process.env,
      HOST_PORT: String(p.web[i]),
      CATALOG_PORT: String(p.remotes.catalog),
      DIRECTORY_PORT: String(p.remotes.directory),
      CONTENT_PORT: String(p.remotes.content),
      CAREERS_PORT: String(p.remotes.careers),
      CARGORA_DEPLOY_DIR: clusterDeploy,
      OPS_TOKEN: clusterOpsToken,
      SITE_URL: front,
      PUBLIC_API_URL: front,
      FILES_ORIGIN: front,
      SSR_API_URL: `http://127.0.0.1:${p.front}`,
      CUSTOMER_SITE_URL: customerSiteUrl,
      AGENT_SITE_URL: agentSiteUrl,
      // Two host processes on this machine's cores: one render worker each (SSR_WORKERS may say otherwise).
      SSR_WORKERS: process.env.SSR_WORKERS ?? '1',
      // One canary decider in the cluster: the first host, which publishes its decisions to the bucket.
      CANARY_DECIDER: i === 0 ? 'cluster' : '0',
    });

    const supervised: Supervised[] = [];
    /**
     * Runs a process and starts it again when it dies. `answers`: whether it serves; until it does it runs ahead of the
     * rest of the machine (nice BOOT_NICE), since it restores the pool's capacity. `spare` (the APIs): once it serves,
     * a second process is started beside it and kept built and connected but not listening (API_STANDBY=1); when the
     * first dies, the spare takes its ports at once and another spare is started. An API's start-up costs about 1.2 s
     * of CPU, which on a busy machine was a wait of 21 s (two CPU-bound processes, load average 12-16).
     */
    const supervise = (name: string, args: string[], env: NodeJS.ProcessEnv, { answers, spare: withSpare = false }: { answers?: () => Promise<boolean>; spare?: boolean } = {}): Supervised => {
      const entry: Supervised = { name, child: undefined as unknown as ChildProcess, restarts: 0, startedAt: 0 };
      let spare: { child: ChildProcess; ready: boolean } | undefined;
      const startSpare = () => {
        if (stopping) return;
        const child = spawn(args[0], args.slice(1), { cwd: ROOT, env: { ...env, API_STANDBY: '1' }, stdio: ['ignore', logFile(name), logFile(name), 'ipc'] });
        // Built in the background: it must not slow the processes serving meanwhile.
        renice(child.pid, SPARE_NICE);
        const standing = { child, ready: false };
        child.on('message', (message) => {
          if (message === 'standby') standing.ready = true;
        });
        child.once('exit', () => {
          if (spare !== standing) return;
          spare = undefined;
          entry.spare = undefined;
          setTimeout(startSpare, 1000);
        });
        spare = standing;
        entry.spare = child;
      };
      const adopt = (child: ChildProcess) => {
        entry.child = child;
        entry.startedAt = Date.now();
        child.once('exit', (code, signal) => {
          if (stopping) return;
          entry.restarts++;
          const standing = spare?.ready ? spare : undefined;
          if (!standing) {
            log(`${name} exited (${signal ?? code}); starting it again`);
            setTimeout(launch, 100);
            return;
          }
          log(`${name} exited (${signal ?? code}); its spare (pid ${standing.child.pid}) takes over`);
          spare = undefined;
          entry.spare = undefined;
          renice(standing.child.pid, 0);
          // With a callback, a channel that closed meanwhile (the spare died too) is reported here, not thrown.
          standing.child.send('listen', (error: Error | null) => error && log(`${name}'s spare could not take over: ${error.message}`));
          adopt(standing.child);
          startSpare();
        });
      };
      const launch = () => {
        const child = spawn(args[0], args.slice(1), { cwd: ROOT, env, stdio: ['ignore', logFile(name), logFile(name)] });
        // A process started again runs at normal priority even when whoever supervises it was reniced (test:cluster).
        renice(child.pid, answers ? BOOT_NICE : 0);
        adopt(child);
        if (answers)
          void servingThen(child, answers, () => {
            renice(child.pid, 0);
            if (withSpare && !spare) startSpare();
          });
      };
      launch();
      supervised.push(entry);
      const end = (child: ChildProcess | undefined) =>
        new Promise<void>((resolve) => {
          if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      cleanups.push(async () => {
        await Promise.all([end(entry.child), end(spare?.child)]);
      });
      return entry;
    };

    const apiServer = join(ROOT, 'api', 'dist', 'server.js');
    // The first API migrates and seeds an empty database; the others start once it is done.
    const apiAnswers = (i: number) => () => answers(`http://127.0.0.1:${p.api[i]}/health`, (s) => s === 200);
    const apis = [supervise('api1', [process.execPath, apiServer], apiEnv(0), { answers: apiAnswers(0), spare: true })];
    await waitFor('api1 (migrating and seeding on first start)', () => answers(`http://127.0.0.1:${p.api[0]}/health`, (s) => s === 200), 600_000, 300);
    // Pictures the seed drew into the data directory go to the bucket (the files origin serves the bucket).
    await uploadSeededFiles(join(dataDir, 'files'), s3Settings);
    apis.push(
      supervise('api2', [process.execPath, apiServer], apiEnv(1), { answers: apiAnswers(1), spare: true }),
      supervise('api3', [process.execPath, apiServer], apiEnv(2), { answers: apiAnswers(2), spare: true }),
    );
    for (const [i, port] of p.api.entries()) await waitFor(`api${i + 1}`, () => answers(`http://127.0.0.1:${port}/health`, (s) => s === 200));
    log(`API ×3 on :${p.api.join(', :')} (files :${p.files.join(', :')})`);

    // Node itself runs the TypeScript entry (tsx as a loader, no wrapper process): a kill reaches the server.
    const webEntry = join(ROOT, 'scripts', 'lib', 'web-process.ts');
    const web = (role: string) => [process.execPath, '--import', 'tsx', webEntry, role];
    supervise('remotes', web('remotes'), webEnv(0));
    const webs = [supervise('web1', web('host'), webEnv(0)), supervise('web2', web('host'), webEnv(1))];
    for (const port of [...p.web, ...Object.values(p.remotes)]) await waitFor(`web :${port}`, () => tcpOpen(port));
    log(`host ×2 on :${p.web.join(', :')}, remotes (CDN origin) on :${Object.values(p.remotes).join(', :')}`);

    const cfg = join(CLUSTER_DIR, 'haproxy.cfg');
    writeFileSync(cfg, haproxyConfig(p));
    const check = spawnSync(engines.haproxy, ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy.cfg rejected: ${check.stderr}`);
    const haproxy = spawn(engines.haproxy, ['-db', '-f', cfg], { stdio: ['ignore', logFile('haproxy'), logFile('haproxy')] });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          if (haproxy.exitCode !== null) return resolve();
          haproxy.once('exit', () => resolve());
          haproxy.kill('SIGTERM');
        }),
    );
    // A host is up once its render worker has warmed up (SSR_WARMUP_RENDERS pages, asking the API through HAProxy).
    await waitFor('HAProxy with every server up (the hosts once warmed up)', async () => (await haproxyServers(p)).every((s) => s.status === 'UP'), 300_000, 200);
    log(`HAProxy on :${p.front} (stats: http://127.0.0.1:${p.stats}/stats)`);

    return {
      ports: p,
      url: front,
      databaseUrl,
      s3: s3Settings,
      apis,
      webs,
      pids: () => ({
        s3rver: s3.pid ?? 0,
        haproxy: haproxy.pid ?? 0,
        redis: redis.pid ?? 0,
        ...Object.fromEntries(supervised.map((entry) => [entry.name, entry.child.pid ?? 0])),
        ...Object.fromEntries(supervised.filter((entry) => entry.spare?.pid).map((entry) => [`${entry.name}-spare`, entry.spare!.pid!])),
      }),
      async redisRestart() {
        await stopRedis();
        await startRedis();
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** The nice value of a supervised process until it serves, and of a spare API (renicing needs root; elsewhere they keep the supervisor's). */
const BOOT_NICE = -5;
const SPARE_NICE = 5;

/** Sets the nice value of every thread of a process (Linux's nice is per thread). */
function renice(pid: number | undefined, nice: number): void {
  if (!pid) return;
  const threads = existsSync(`/proc/${pid}/task`) ? readdirSync(`/proc/${pid}/task`).map(Number) : [pid];
  for (const tid of threads) {
    try {
      setPriority(tid, nice);
    } catch {
      // Not allowed (not root), or the thread has ended.
    }
  }
}

/** Calls `then` once `answers` says the child serves (or it exited, or two minutes passed). */
async function servingThen(child: ChildProcess, answers: () => Promise<boolean>, then: () => void): Promise<void> {
  const until = Date.now() + 120_000;
  while (child.exitCode === null && child.signalCode === null && Date.now() < until && !(await answers().catch(() => false))) await new Promise((r) => setTimeout(r, 100));
  then();
}

function tcpOpen(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    (e: Error & { cause?: { code?: string } }) => e.cause?.code !== 'ECONNREFUSED' && e.name !== 'TimeoutError' && !/ECONNREFUSED/.test(String(e.cause)),
  );
}

async function uploadSeededFiles(filesDir: string, s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string }) {
  // The API's own object store code, from its build, so the same client settings are used.
  const { S3Client, PutObjectCommand, HeadObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
  const { readFileSync } = await import('node:fs');
  for (const folder of readdirSync(filesDir, { withFileTypes: true })) {
    if (!folder.isDirectory() || folder.name === 'applications' || folder.name === 'share') continue;
    for (const file of readdirSync(join(filesDir, folder.name))) {
      const Key = `${folder.name}/${file}`;
      const there = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key })).then(
        () => true,
        () => false,
      );
      if (!there) await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key, Body: readFileSync(join(filesDir, folder.name, file)), ContentType: file.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream' }));
    }
  }
}
