// Waiting for a server to come up: the cluster's engines and processes (cluster.ts), a bench's host until it is ready
// (site-child.ts).

/** Until `check` says yes (a check that throws says no), at most `timeoutMs`: how long it took. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000, stepMs = 100): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

/** Whether GET `url` answers with a status `ok` accepts (by default, anything below 500). */
export const answers = (url: string, ok = (s: number) => s < 500) => fetch(url, { signal: AbortSignal.timeout(2000) }).then((r) => ok(r.status));
