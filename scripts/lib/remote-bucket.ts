// Published remote versions kept in an S3 bucket of their own (the cluster's store; any S3-compatible store in
// production), never the bucket of the API's files, whose public folders the files origin serves:
//   remotes/<remote>/<version>/…   one immutable version folder, `.published` written last (a folder without it is
//                                  still being uploaded and is never named by remotes.json)
//   remotes/remotes.json           which version of each remote is live: the release or rollback itself
//   remotes/canary.json            the canaries (host/server/canary.ts): which version of a remote a share of
//                                  visitors gets beside the live one; pulled like remotes.json, after the versions it names
// A host (and the CDN origin) keeps a local copy in step with `pull`: missing version folders are downloaded first,
// then remotes.json is replaced atomically, so a page never names a version whose files are not there yet.
//   remotes/revision               rewritten after every publish and release: `follow` watches its ETag alone (one
//                                  HEAD of a small object per poll) and lists the bucket only when it changes.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { readCanaries, writeCanaries, type Canaries } from '@cargora/host/server';
import { migrateVersionLayout, readManifest, versionDir, versionLayout, writeManifestAtomic, type RemotesManifest } from './deploy';
import { REMOTE_NAMES, type RemoteName } from './paths';

export interface BucketSettings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const PREFIX = 'remotes';
const MARKER = '.published';
const REVISION = `${PREFIX}/revision`;
/** Longest wait for one call to the bucket: a stalled store fails a sync round, which the next one repeats. */
const CALL_TIMEOUT_MS = 10_000;
const TYPES: Record<string, string> = { js: 'text/javascript', json: 'application/json', css: 'text/css', html: 'text/html', map: 'application/json', svg: 'image/svg+xml', png: 'image/png', gz: 'application/gzip', br: 'application/octet-stream' };

/** Runs `work` over `items`, `limit` at a time. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

function filesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).map((f) => join(dir, f)).filter((f) => statSync(f).isFile());
}

export function remoteBucket(settings: BucketSettings) {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  const deadline = () => ({ abortSignal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  const exists = (Key: string) => client.send(new HeadObjectCommand({ Bucket, Key }), deadline()).then(() => true, () => false);
  const bytes = async (Key: string): Promise<Buffer | null> => {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key }), deadline());
      return Buffer.from(await out.Body!.transformToByteArray());
    } catch {
      return null;
    }
  };
  /** Marks a change for `follow`ers (after what it announces is in the bucket). */
  const bumpRevision = (what: string) =>
    client.send(new PutObjectCommand({ Bucket, Key: REVISION, Body: `${new Date().toISOString()} ${what}`, ContentType: 'text/plain' }), deadline());
  /** The revision's ETag ('' while there is none); throws when the bucket does not answer. */
  const revision = () =>
    client.send(new HeadObjectCommand({ Bucket, Key: REVISION }), deadline()).then(
      (out) => out.ETag ?? '',
      (err: { $metadata?: { httpStatusCode?: number } }) => {
        if (err.$metadata?.httpStatusCode === 404) return '';
        throw err;
      },
    );
  /** remotes.json or canary.json of the bucket (null: there is none). */
  const readLive = async <T,>(name: string): Promise<T | null> => {
    const body = await bytes(`${PREFIX}/${name}`);
    return body ? (JSON.parse(body.toString('utf8')) as T) : null;
  };
  /** Replaces remotes.json or canary.json, once every version it names is in the bucket. */
  const writeLive = async (name: string, named: Partial<Record<RemoteName, { version: string }>>): Promise<void> => {
    for (const remote of REMOTE_NAMES) {
      const version = named[remote]?.version;
      if (version && !(await exists(`${PREFIX}/${remote}/${version}/${MARKER}`))) throw new Error(`${remote} ${version} is not in the bucket`);
    }
    await client.send(new PutObjectCommand({ Bucket, Key: `${PREFIX}/${name}`, Body: JSON.stringify(named, null, 2), ContentType: 'application/json' }), deadline());
    await bumpRevision(name);
  };
  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const out = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }), deadline());
      for (const o of out.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  return {
    /** Uploads one version folder unless the bucket has it (files first, the marker last). */
    async pushVersion(deployDir: string, remote: RemoteName, version: string): Promise<boolean> {
      const prefix = `${PREFIX}/${remote}/${version}/`;
      if (await exists(`${prefix}${MARKER}`)) return false;
      const dir = versionDir(deployDir, remote, version);
      if (!existsSync(join(versionLayout(deployDir, remote, version).client, 'mf-manifest.json'))) throw new Error(`${remote} ${version} is not published in ${deployDir}`);
      await inParallel(filesUnder(dir), 16, async (file) => {
        const key = `${prefix}${relative(dir, file).split('\\').join('/')}`;
        const ext = file.split('.').pop() ?? '';
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: readFileSync(file), ContentType: TYPES[ext] ?? 'application/octet-stream' }), deadline());
      });
      await client.send(new PutObjectCommand({ Bucket, Key: `${prefix}${MARKER}`, Body: new Date().toISOString() }), deadline());
      await bumpRevision(`published ${remote} ${version}`);
      return true;
    },
    readManifest: () => readLive<RemotesManifest>('remotes.json'),
    /** Makes `manifest` live: every version it names must be in the bucket already. */
    writeManifest: (manifest: RemotesManifest) => writeLive('remotes.json', manifest),
    readCanaries: () => readLive<Canaries>('canary.json'),
    /** Makes `canaries` live: every version they name must be in the bucket already. */
    writeCanaries: (canaries: Canaries) => writeLive('canary.json', canaries),
    /** Downloads one published version folder unless deployDir has it. */
    async fetchVersion(deployDir: string, remote: RemoteName, version: string): Promise<boolean> {
      const dir = versionDir(deployDir, remote, version);
      if (existsSync(join(dir, MARKER))) return false;
      const prefix = `${PREFIX}/${remote}/${version}/`;
      const keys = (await keysUnder(prefix)).filter((key) => !key.endsWith(`/${MARKER}`));
      await inParallel(keys, 16, async (key) => {
        const body = await bytes(key);
        if (!body) throw new Error(`${key} vanished from the bucket`);
        const file = join(dir, key.slice(prefix.length));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, body);
      });
      // A version uploaded before client/ existed is moved into it here (the bucket keeps what was uploaded).
      migrateVersionLayout(dir);
      writeFileSync(join(dir, MARKER), new Date().toISOString());
      return true;
    },
    /**
     * Brings deployDir in step with the bucket; true when remotes.json changed. remotes.json first (with the versions it
     * names), so a release is not held up by the listing; then every other published version is fetched ahead (a
     * release is uploaded before it is made live), so making one live only swaps remotes.json.
     */
    async pull(deployDir: string, { prefetch = true }: { prefetch?: boolean } = {}): Promise<boolean> {
      const manifest = await this.readManifest();
      for (const remote of REMOTE_NAMES) {
        const release = manifest?.[remote];
        if (release) await this.fetchVersion(deployDir, remote, release.version);
      }
      const changed = manifest !== null && JSON.stringify(readManifest(deployDir)) !== JSON.stringify(manifest);
      if (changed) writeManifestAtomic(deployDir, manifest);
      // The canaries, once the versions they name are here (none in the bucket: none here either).
      const canaries = (await this.readCanaries()) ?? {};
      for (const remote of REMOTE_NAMES) {
        const canary = canaries[remote];
        if (canary) await this.fetchVersion(deployDir, remote, canary.version);
      }
      if (JSON.stringify(readCanaries(deployDir)) !== JSON.stringify(canaries)) writeCanaries(deployDir, canaries);
      for (const remote of prefetch ? REMOTE_NAMES : []) {
        const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${PREFIX}/${remote}/`, Delimiter: '/' }), deadline());
        for (const common of listed.CommonPrefixes ?? []) {
          const version = common.Prefix!.slice(`${PREFIX}/${remote}/`.length, -1);
          if (existsSync(join(versionDir(deployDir, remote, version), MARKER))) continue;
          if (await exists(`${common.Prefix}${MARKER}`)) await this.fetchVersion(deployDir, remote, version);
        }
      }
      return changed;
    },
    /**
     * Keeps deployDir in step: every `intervalMs` one HEAD of remotes/revision, and a whole `pull` only when its ETag
     * changed (or every `fullEveryMs`, for a remotes.json written by something other than this module).
     */
    follow(
      deployDir: string,
      { intervalMs, fullEveryMs = 60_000, onChange, onError }: { intervalMs: number; fullEveryMs?: number; onChange(): void; onError(error: unknown): void },
    ): () => void {
      let seen: string | undefined;
      let pulledAt = Date.now();
      let busy = false;
      const tick = async () => {
        const now = await revision();
        if (now === seen && Date.now() - pulledAt < fullEveryMs) return;
        // Noted before pulling: a change made during the pull is pulled by the next round.
        const changed = await this.pull(deployDir);
        seen = now;
        pulledAt = Date.now();
        if (changed) onChange();
      };
      const timer = setInterval(() => {
        if (busy) return;
        busy = true;
        tick()
          .catch(onError)
          .finally(() => {
            busy = false;
          });
      }, intervalMs);
      return () => clearInterval(timer);
    },
  };
}

export type RemoteBucket = ReturnType<typeof remoteBucket>;
