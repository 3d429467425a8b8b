// Debian's Chromium for the browser tests: CHROME_PATH, else /usr/bin/chromium (installed when missing).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export function ensureChromium(): string {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist`);
    return process.env.CHROME_PATH;
  }
  const path = '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (process.getuid?.() !== 0) {
    throw new Error('Chromium is missing: install Debian\'s "chromium" package or set CHROME_PATH');
  }
  console.log('[test] installing Debian chromium (apt-get)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
  return path;
}
