import { connect, createServer } from 'node:net';
import { startStandInSites, type RunningStandIns } from '../stand-in-sites';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Sends `target` as the request line's target, as written (no client would send some of these). */
const rawGet = (port: number, target: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });

describe('the sign-in stand-ins', () => {
  let standIns: RunningStandIns;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    const agentPort = await freePort();
    standIns = await startStandInSites({
      apiUrl: 'http://127.0.0.1:1',
      hostOrigin: 'http://127.0.0.1:2',
      customerSiteUrl: `http://127.0.0.1:${port}`,
      agentSiteUrl: `http://127.0.0.1:${agentPort}`,
      listenHost: '127.0.0.1',
    });
  });
  afterAll(() => standIns?.close());

  it.each(['http://[', 'http://a:b:c/'])('answer a target URL cannot read (%s) with 400, and keep serving', async (target) => {
    expect(await rawGet(port, target)).toMatch(/^HTTP\/1\.1 400 /);
    expect(await rawGet(port, '/login')).toMatch(/^HTTP\/1\.1 200 /);
  });
});
