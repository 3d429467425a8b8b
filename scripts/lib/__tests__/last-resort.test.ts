import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

describe('the last-resort guard of a server process', () => {
  it('logs a rejection nobody handled and keeps serving; exits 1 on an uncaught exception, saying why', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'fixtures', 'guarded-server.ts')], {
      cwd: join(__dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [line] = (await once(child.stdout, 'data')) as [Buffer];
    const url = `http://127.0.0.1:${line.toString().trim()}`;
    const ended = once(child, 'exit');

    expect(await (await fetch(`${url}/reject`)).text()).toBe('ok');
    expect(await (await fetch(`${url}/still-there`)).text()).toBe('ok');
    expect(stderr).toContain('[guarded test server] unhandled rejection (logged; still serving): Error: rejected on purpose');
    expect(child.exitCode).toBeNull();

    await fetch(`${url}/throw`);
    const [code] = await ended;
    expect(code).toBe(1);
    expect(stderr).toContain('[guarded test server] uncaught exception; exiting for the supervisor to start it again: Error: thrown on purpose');
  });
});
