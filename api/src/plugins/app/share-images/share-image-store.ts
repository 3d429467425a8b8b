// The share images kept in the files store beside the other public files (DATA_DIR/files on disk, or the S3 bucket):
// share/<kind>/<id>-<stamp>.png, where the stamp is a hash of the SVG drawn (and the font it is drawn in), so an image
// is drawn again exactly when what it shows changes. Drawn on first request, written whole, older versions removed.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ShareImageKind } from '@cargora/shared/server';
import { diskObjectStore, type ObjectStore } from '../../../lib/object-store';
import { fontSetup, renderPng } from './share-image-renderer';

export interface ShareImage {
  png: Buffer;
  /** Changes with the image: the file name's suffix and the ETag. */
  stamp: string;
  /** The object's key in the files store: share/<kind>/<id>-<stamp>.png. */
  file: string;
}

export type RenderPng = (svg: string) => Promise<Buffer>;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function createShareImageStore(files: string | ObjectStore, log: FastifyBaseLogger, render?: RenderPng) {
  const store = typeof files === 'string' ? diskObjectStore(files) : files;
  const fonts = () => fontSetup((message) => log.warn(message));
  const draw: RenderPng = render ?? ((svg) => renderPng(svg, fonts()));
  /** One drawing per image at a time: concurrent first requests share it. */
  const drawing = new Map<string, Promise<Buffer>>();

  async function removeOlder(dir: string, id: string, keep: string): Promise<void> {
    const version = new RegExp(`^${escapeRegExp(id)}-[0-9a-f]{12}\\.png$`);
    const keys = await store.list(dir);
    await Promise.all(keys.filter((key) => key !== keep && version.test(path.posix.basename(key))).map((key) => store.remove(key)));
  }

  async function drawAndKeep(dir: string, key: string, id: string, svg: string): Promise<Buffer> {
    const png = await draw(svg);
    try {
      await store.put(key, png, 'image/png');
      await removeOlder(dir, id, key);
    } catch (err) {
      // A full disk or an unreachable store costs the cache, not the image.
      log.warn({ err, key }, 'share image not cached');
    }
    return png;
  }

  /** Changes when the image would: a hash of the SVG and of the font it is drawn in. */
  const stampOf = (svg: string) =>
    createHash('sha256')
      .update(`${fonts().family ?? 'none'}\n${svg}`)
      .digest('hex')
      .slice(0, 12);

  return {
    stampOf,
    /** The PNG of `svg` for `kind`/`id` (id already checked: it becomes a key), from the store or drawn now. */
    async get(kind: ShareImageKind, id: string, svg: string): Promise<ShareImage> {
      const stamp = stampOf(svg);
      const dir = `share/${kind}`;
      const file = `${dir}/${id}-${stamp}.png`;
      const pending = drawing.get(file);
      if (pending) return { png: await pending, stamp, file };
      const kept = await store.get(file).catch((err: unknown) => {
        log.warn({ err, key: file }, 'share image store unreadable; drawing it');
        return null;
      });
      if (kept) return { png: kept, stamp, file };
      let job = drawing.get(file);
      if (!job) {
        job = drawAndKeep(dir, file, id, svg).finally(() => drawing.delete(file));
        drawing.set(file, job);
      }
      return { png: await job, stamp, file };
    },
  };
}

export type ShareImageStore = ReturnType<typeof createShareImageStore>;
