// Runs the operator's commands exactly as documented (npm run remote -- ...), against the e2e site.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { E2E_ENV } from './site';

export function remoteCli(...args: string[]): string {
  const result = spawnSync('npm', ['run', '--silent', 'remote', '--', ...args], {
    cwd: join(__dirname, '..', '..'),
    env: { ...process.env, ...E2E_ENV },
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (result.status !== 0) throw new Error(`npm run remote -- ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}
