import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { HttpError, STORAGE_FULL_MESSAGE } from '../../lib/http-errors';
import {
  diskObjectStore,
  networkFailure,
  s3ObjectStore,
  FILES_UNAVAILABLE_MESSAGE,
  type ObjectStore,
} from '../../lib/object-store';

/** Each dependency: 'ok', or why it is not (an error code, 'timeout', 'low: …'). */
export interface Readiness {
  status: 'ok' | 'degraded';
  db: string;
  files: string;
  disk: string;
  /** When the checks last ran (ISO time). */
  checkedAt: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: {
      /** Bytes free for this process on the data directory's file system. */
      freeBytes(): Promise<number>;
      /** preHandler of write routes: 507 before accepting anything when the disk is below MIN_FREE_DISK_BYTES. */
      requireFreeSpace(): Promise<void>;
      /**
       * The files store: DATA_DIR/files, or the S3 bucket when S3_BUCKET is set. A write while the store is known to be
       * down answers 503 at once; every call is bounded by S3_TIMEOUT_MS and its outcome updates the readiness.
       */
      objects: ObjectStore;
      /** The last readiness checked in the background (never checked on the caller's path). */
      readiness(): Readiness;
      /** Checks the database, the files store and the disk now (the background timer's work). */
      refreshReadiness(): Promise<Readiness>;
    };
  }
}

/** Why a check failed: 'timeout', an error code, or the message. */
function reasonOf(thrown: unknown): string {
  const err = ((thrown as { cause?: unknown } | null)?.cause ?? thrown) as {
    name?: string;
    code?: unknown;
    message?: string;
  } | null;
  if (err?.name === 'AbortError' || err?.name === 'TimeoutError') return 'timeout';
  return String(err?.code ?? networkFailure(err) ?? err?.message ?? 'failed');
}

/** `work`'s outcome within `ms`: 'ok', or why not. */
async function probe(work: () => Promise<unknown>, ms: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([work().then(() => 'ok', reasonOf), late]);
  } finally {
    clearTimeout(timer);
  }
}

export default fp(
  async (fastify) => {
    const { dataDir, filesDir, minFreeDiskBytes, s3, readinessIntervalMs } = fastify.config;
    const store = s3 ? s3ObjectStore(s3) : diskObjectStore(filesDir);
    if (!s3) await fs.mkdir(path.join(filesDir, 'applications'), { recursive: true });
    const checkMs = s3?.timeoutMs ?? 3000;

    async function freeBytes(): Promise<number> {
      const s = await fs.statfs(dataDir);
      return Number(s.bavail) * Number(s.bsize);
    }

    let state: Readiness = {
      status: 'degraded',
      db: 'unknown',
      files: 'unknown',
      disk: 'unknown',
      checkedAt: new Date(0).toISOString(),
    };
    const settle = ({ db, files, disk }: Pick<Readiness, 'db' | 'files' | 'disk'>) => {
      const ok = db === 'ok' && files === 'ok' && disk === 'ok';
      state = { status: ok ? 'ok' : 'degraded', db, files, disk, checkedAt: new Date().toISOString() };
      return state;
    };
    /** What a call to the store just showed: a store that answered is up, one that did not is down (until the next check). */
    const observed = <T>(call: Promise<T>): Promise<T> =>
      call.then(
        (value) => {
          if (state.files !== 'ok') settle({ ...state, files: 'ok' });
          return value;
        },
        (err: unknown) => {
          if ((err as { statusCode?: number }).statusCode === 503) settle({ ...state, files: reasonOf(err) });
          throw err;
        },
      );
    const objects: ObjectStore = {
      kind: store.kind,
      async put(key, data, contentType) {
        // Known down: answer now rather than hold the visitor for a time-out (the next check or call clears it).
        if (state.files !== 'ok' && state.files !== 'unknown')
          throw new HttpError(503, FILES_UNAVAILABLE_MESSAGE, { 'retry-after': '30' });
        return observed(store.put(key, data, contentType));
      },
      get: (key) => observed(store.get(key)),
      remove: (key) => observed(store.remove(key)),
      list: (prefix) => observed(store.list(prefix)),
      check: () => store.check(),
    };

    let running: Promise<Readiness> | undefined;
    const refreshReadiness = () =>
      (running ??= (async () => {
        const [db, files, disk] = await Promise.all([
          probe(() => sql`SELECT 1`.execute(fastify.db), checkMs),
          probe(() => store.check(), checkMs),
          probe(async () => {
            const free = await freeBytes();
            if (free < minFreeDiskBytes)
              throw new Error(`low: ${free} bytes free, ${minFreeDiskBytes} required`);
          }, checkMs),
        ]);
        return settle({ db, files, disk });
      })().finally(() => {
        running = undefined;
      }));

    // Known before the first request (bounded by the checks' time-out), then kept current off the request path.
    await refreshReadiness();
    const timer = setInterval(
      () =>
        void refreshReadiness().catch((err: unknown) => fastify.log.warn({ err }, 'readiness check failed')),
      readinessIntervalMs,
    );
    timer.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });

    fastify.decorate('storage', {
      freeBytes,
      objects,
      async requireFreeSpace() {
        if ((await freeBytes()) < minFreeDiskBytes)
          throw new HttpError(507, STORAGE_FULL_MESSAGE, { 'retry-after': '600' });
      },
      readiness: () => state,
      refreshReadiness,
    });
  },
  { name: 'storage', dependencies: ['env', 'db'] },
);
