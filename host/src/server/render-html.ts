// A page's React tree as HTML, whole: React's streaming renderer (renderToPipeableStream) waits for every section
// (onAllReady), its bytes collected into one string. A section not ready within the budget is left to the browser:
// the render is aborted, React writes that section's fallback marked for the browser to render, and says why.
import type { ReactNode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderedHtml {
  html: string;
  /** Why sections were left to the browser: the budget, or what threw inside them. */
  problems: string[];
}

export function renderHtml(element: ReactNode, budgetMs: number): Promise<RenderedHtml> {
  return new Promise((resolve, reject) => {
    const problems: string[] = [];
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve({ html: Buffer.concat(chunks).toString('utf8'), problems });
        done();
      },
    });
    const overBudget = `not ready within ${budgetMs} ms`;
    let aborted = false;
    const stream = renderToPipeableStream(element, {
      // The whole page at once: every finished section written in place. React otherwise writes a large section
      // (over 12.8 KB) after its fallback, swapped in by an inline script (which the page's CSP would refuse).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        problems.push(aborted ? overBudget : error instanceof Error ? error.message : String(error));
      },
    });
    const timer = setTimeout(() => {
      aborted = true;
      stream.abort(new Error(overBudget));
    }, budgetMs);
  });
}
