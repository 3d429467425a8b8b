// Debian packages the tests use, installed when missing: Chromium for the browser tests (CHROME_PATH, else
// /usr/bin/chromium), DejaVu Sans, the font the API's share images are drawn in (fonts-dejavu-core), Redis, and
// PostgreSQL's server (api/scripts/with-postgres.sh).
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
const FONT = { pkg: 'fonts-dejavu-core', file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' };

export const isRoot = () => process.getuid?.() === 0;

export function aptInstall(packages: string[]): void {
  console.log(`[test] installing Debian ${packages.join(', ')} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

/** The share images' font; without it (and no way to install it) they are drawn without text, so only a warning. */
export function ensureFonts(): void {
  if (existsSync(FONT.file)) return;
  if (!isRoot()) {
    console.warn(
      `[setup] ${FONT.pkg} is missing (not root: not installed): share images are drawn without text`,
    );
    return;
  }
  try {
    aptInstall([FONT.pkg]);
  } catch (error) {
    console.warn(
      `[setup] ${error instanceof Error ? error.message : String(error)}: share images are drawn without text`,
    );
  }
}

export function ensureChromium(): string {
  const fontMissing = !existsSync(FONT.file);
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH))
      throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist`);
    if (fontMissing) ensureFonts();
    return process.env.CHROME_PATH;
  }
  if (existsSync(CHROMIUM)) {
    if (fontMissing) ensureFonts();
    return CHROMIUM;
  }
  if (!isRoot()) {
    throw new Error('Chromium is missing: install Debian\'s "chromium" package or set CHROME_PATH');
  }
  // One apt-get run for both.
  aptInstall(fontMissing ? ['chromium', FONT.pkg] : ['chromium']);
  return CHROMIUM;
}

const hasCommand = (name: string) => Boolean(spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim());

/** PostgreSQL's server binaries as with-postgres.sh looks for them (Debian keeps them per major version). */
function hasPostgresServer(): boolean {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  return versions.some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/pg_ctl`)) || (hasCommand('pg_ctl') && hasCommand('initdb'));
}

/**
 * As root, the missing ones of the packages the chosen tests need, in one apt-get run before any test starts (the
 * steps then run side by side, and two apt-gets at once would fight over dpkg's lock). Not root: nothing here; each
 * ensure* below says what is missing.
 */
export function ensureTestPackages(wanted: { api: boolean; browser: boolean }): void {
  const missing: string[] = [];
  if (wanted.browser && !process.env.CHROME_PATH && !existsSync(CHROMIUM)) missing.push('chromium');
  if ((wanted.api || wanted.browser) && !existsSync(FONT.file)) missing.push(FONT.pkg);
  if (wanted.api && !hasCommand('redis-server')) missing.push('redis-server');
  if (wanted.api && !hasPostgresServer()) missing.push('postgresql');
  if (!missing.length || !isRoot()) return;
  try {
    aptInstall(missing);
  } catch (error) {
    console.warn(`[setup] ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** redis-server for the API's shared-instance tests (rate limits and cache invalidation across instances). */
export function ensureRedis(): void {
  if (hasCommand('redis-server')) return;
  if (!isRoot()) {
    console.warn('[setup] redis-server is missing (not root: not installed): the shared-instance API tests are skipped');
    return;
  }
  aptInstall(['redis-server']);
}
