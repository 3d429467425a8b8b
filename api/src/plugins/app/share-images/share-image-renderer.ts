// SVG → PNG with resvg. resvg draws text only with a font file it has loaded: the system's fonts, plus DejaVu Sans
// or Liberation Sans where a Linux distribution keeps them (the test set-up installs fonts-dejavu-core). Without
// any font the cards are still drawn, without their text, and the API says so once.
import fs from 'node:fs';
import path from 'node:path';
import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { FONT_STACK } from './share-card-svg';

const KNOWN_FONTS = [
  {
    family: 'DejaVu Sans',
    files: ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'],
    dirs: [
      '/usr/share/fonts/truetype/dejavu',
      '/usr/share/fonts/dejavu',
      '/usr/share/fonts/TTF',
      '/usr/share/fonts/dejavu-sans-fonts',
      '/usr/local/share/fonts',
    ],
  },
  {
    family: 'Liberation Sans',
    files: ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf'],
    dirs: [
      '/usr/share/fonts/truetype/liberation',
      '/usr/share/fonts/truetype/liberation2',
      '/usr/share/fonts/liberation',
      '/usr/share/fonts/liberation-sans',
      '/usr/share/fonts/TTF',
    ],
  },
];

export interface FontSetup {
  /** The family text is drawn in: a known one, 'system' (whatever the system has) or null (no font: no text). */
  family: string | null;
  options: ResvgRenderOptions;
}

/** The known font files present on this machine, and the first family among them. */
function findFonts(): { family: string | undefined; files: string[] } {
  let family: string | undefined;
  const files: string[] = [];
  for (const known of KNOWN_FONTS) {
    for (const name of known.files) {
      const file = known.dirs
        .map((dir) => path.join(dir, name))
        .find((candidate) => fs.existsSync(candidate));
      if (!file) continue;
      files.push(file);
      family ??= known.family;
    }
  }
  return { family, files };
}

let setup: FontSetup | undefined;

/** Found once per process; `warn` hears (once) that no font could be found. */
export function fontSetup(warn: (message: string) => void): FontSetup {
  if (setup) return setup;
  const found = findFonts();
  const options: ResvgRenderOptions = {
    font: {
      loadSystemFonts: true,
      fontFiles: found.files,
      ...(found.family ? { defaultFontFamily: found.family, sansSerifFamily: found.family } : {}),
    },
    fitTo: { mode: 'original' },
    logLevel: 'off',
  };
  // resvg leaves out text it has no font for: a word that takes up no room means no font at all.
  const probe = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><text x="10" y="40" font-size="30" font-family="${FONT_STACK}">Cargora</text></svg>`;
  const drawsText = new Resvg(probe, options).getBBox() !== undefined;
  setup = { family: drawsText ? (found.family ?? 'system') : null, options };
  if (!drawsText)
    warn('share images: no font found (install fonts-dejavu-core); images are drawn without their text');
  return setup;
}

export async function renderPng(svg: string, fonts: FontSetup): Promise<Buffer> {
  // renderAsync draws on libuv's thread pool, off the event loop.
  const image = await renderAsync(svg, fonts.options);
  return image.asPng();
}
