// How a render worker turns a page's React tree into HTML: the whole document at once (titles, styles and the page's
// answers belong in the head and the page's state, so nothing is sent before everything is ready).
//
// React's streaming renderer waits for the tree's data (onAllReady) and then writes it out whole, every section in
// its place (no script), which is collected here into one string. A section not ready within the budget is cut short (abort): React writes its fallback,
// marked for the browser to render, and the rest of the page as rendered. Each section left to the browser is said
// in `problems` (onError): what threw, or the budget.
import type { ReactNode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderedHtml {
  html: string;
  /** Why sections were left to the browser: the budget, or what threw (each once). */
  problems: string[];
}

const overBudget = (budgetMs: number) => `not ready within ${budgetMs} ms`;

/**
 * The page's HTML once all of it is ready, or once `budgetMs` has passed (what is not ready then is left to the
 * browser). Rejects when the page's shell (what is outside every Suspense section) fails or is not ready in time.
 */
export function renderHtml(element: ReactNode, budgetMs: number): Promise<RenderedHtml> {
  return new Promise((resolve, reject) => {
    const problems = new Set<string>();
    const chunks: Buffer[] = [];
    let aborted = false;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve({ html: Buffer.concat(chunks).toString('utf8'), problems: [...problems] });
        done();
      },
    });
    // A failure after the shell was written: React destroys its destination with it.
    sink.on('error', reject);
    const stream = renderToPipeableStream(element, {
      // Every section in its place: by default React sends a section larger than 12,800 bytes apart (hidden, moved in
      // by an inline <script>), which the page, written whole and under a CSP, neither needs nor runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        // Written once React has left the call it is in: after an abort, that is its loop over the sections it cuts
        // short, which must end before the output is written.
        queueMicrotask(() => stream.pipe(sink));
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      // Each section left to the browser (and the shell's own failure, also given to onShellError).
      onError(error) {
        problems.add(aborted ? overBudget(budgetMs) : error instanceof Error ? error.message : String(error));
      },
    });
    // Aborting writes what is not ready as left to the browser; onAllReady follows.
    const timer = setTimeout(() => {
      aborted = true;
      stream.abort(new Error(overBudget(budgetMs)));
    }, budgetMs);
  });
}
