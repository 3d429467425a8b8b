// The last-resort guard of a server process npm start or the cluster runs (the site, the remotes, the sign-in
// stand-ins, the S3 stand-in). Errors in a request's handler are answered by the server itself (Fastify's error
// handler, the stand-ins' try/catch): what reaches the process is what escaped every handler.

/**
 * - A rejected promise nobody handled is logged and the process keeps serving. That is safe: the rejection unwound
 *   its own async function normally (its finally blocks ran) and no synchronous code was cut off half-way; what was
 *   lost is one fire-and-forget operation (a request it belonged to ends at the server's request time-out). Node's
 *   default would end the process, and with it every other visitor's request.
 * - An uncaught exception is not safe to continue from (Node's documentation: the process is in an undefined state,
 *   e.g. a stream or a lock left half-way): it is logged, `close` gets `closeMs` to end the servers, and the process
 *   exits with code 1 for its supervisor to start it again (npm start's and the cluster's do).
 */
export function installLastResortGuard(name: string, close: () => Promise<unknown>, closeMs = 5_000): void {
  process.on('unhandledRejection', (reason) => {
    console.error(`[${name}] unhandled rejection (logged; still serving):`, reason);
  });
  let failing = false;
  process.on('uncaughtException', (error) => {
    console.error(`[${name}] uncaught exception; exiting for the supervisor to start it again:`, error);
    if (failing) return;
    failing = true;
    setTimeout(() => process.exit(1), closeMs).unref();
    void close()
      .catch(() => undefined)
      .then(() => process.exit(1));
  });
}
