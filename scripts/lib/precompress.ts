// Brotli and gzip copies of text assets at maximum quality, made once at build time, so the
// static servers never compress on the fly (and send smaller files than on-the-fly settings would).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|json|html|css|svg|txt)$/;

export function precompress(dir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) {
      // The server build is read by the render workers, never sent.
      if (entry === 'server') continue;
      const sub = precompress(full);
      totals.files += sub.files;
      totals.bytes += sub.bytes;
      totals.brotliBytes += sub.brotliBytes;
      continue;
    }
    if (!TEXT.test(entry) || entry.endsWith('.map')) continue;
    const body = readFileSync(full);
    if (body.length < 1024) continue;
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(`${full}.br`, br);
    writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
    totals.files += 1;
    totals.bytes += body.length;
    totals.brotliBytes += br.length;
  }
  return totals;
}
