// The share images kept on disk beside the other public files: DATA_DIR/files/share/<kind>/<id>-<stamp>.png, where
// the stamp is a hash of the SVG drawn (and the font it is drawn in), so an image is drawn again exactly when what it
// shows changes. Drawn on first request, written whole (temporary file + rename), older versions removed.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ShareImageKind } from '@cargora/shared/server';
import { fontSetup, renderPng } from './share-image-renderer';

export interface ShareImage {
  png: Buffer;
  /** Changes with the image: the file name's suffix and the ETag. */
  stamp: string;
  file: string;
}

export type RenderPng = (svg: string) => Promise<Buffer>;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function createShareImageStore(filesDir: string, log: FastifyBaseLogger, render?: RenderPng) {
  const fonts = () => fontSetup((message) => log.warn(message));
  const draw: RenderPng = render ?? ((svg) => renderPng(svg, fonts()));
  /** One drawing per file at a time: concurrent first requests share it. */
  const drawing = new Map<string, Promise<Buffer>>();

  async function removeOlder(dir: string, id: string, keep: string): Promise<void> {
    const version = new RegExp(`^${escapeRegExp(id)}-[0-9a-f]{12}\\.png$`);
    const names = await fs.readdir(dir);
    await Promise.all(
      names
        .filter((name) => name !== keep && version.test(name))
        .map((name) => fs.rm(path.join(dir, name), { force: true })),
    );
  }

  async function drawAndKeep(dir: string, file: string, id: string, svg: string): Promise<Buffer> {
    const png = await draw(svg);
    const tmp = path.join(
      dir,
      `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
    );
    try {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(tmp, png);
      await fs.rename(tmp, file);
      await removeOlder(dir, id, path.basename(file));
    } catch (err) {
      // A full or read-only disk costs the cache, not the image.
      await fs.rm(tmp, { force: true }).catch(() => undefined);
      log.warn({ err, file }, 'share image not cached');
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
    /** The PNG of `svg` for `kind`/`id` (id already checked: it becomes a file name), from disk or drawn now. */
    async get(kind: ShareImageKind, id: string, svg: string): Promise<ShareImage> {
      const stamp = stampOf(svg);
      const dir = path.join(filesDir, 'share', kind);
      const file = path.join(dir, `${id}-${stamp}.png`);
      const pending = drawing.get(file);
      if (pending) return { png: await pending, stamp, file };
      try {
        return { png: await fs.readFile(file), stamp, file };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
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
