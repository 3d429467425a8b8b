// The cluster's S3 stand-in in a process of its own (s3rver: a local, S3-API-compatible store; development and tests
// only). Usage: s3-stand-in.ts <port> <directory> <bucket>…. Prints "ready" once it answers.
import S3rver from 's3rver';
import { exitWithParent } from './exit-with-parent';
import { installLastResortGuard } from './last-resort';

async function main() {
  const [port, directory, ...buckets] = process.argv.slice(2);
  const configureBuckets = buckets.map((name) => ({ name, configs: [] }));
  const server = new S3rver({ port: Number(port), address: '127.0.0.1', silent: true, directory: directory!, configureBuckets });
  await server.run();
  // s3rver (Koa) answers an error in a request with a 500 itself; this is for what escapes it.
  installLastResortGuard('s3 stand-in', () => server.close());
  console.log('ready');
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  exitWithParent(stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
