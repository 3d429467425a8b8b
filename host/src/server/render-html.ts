// How a render worker turns a page's React tree into HTML: the whole document at once (titles, styles and the page's
// answers belong in the head and the page's state, so nothing is sent before everything is ready).
//
// Two of React's server renderers can wait for a tree's data and give it whole, with the same markup:
// - renderToPipeableStream hands its output on as bytes: every piece of markup (a tag's name, an attribute, a text)
//   is encoded into a 2 KB buffer of its own as it is written, some ten thousand calls for a storefront. That
//   encoding was the most expensive function of a render worker's profile (~7% of its time);
// - renderToNodeStream (React 18's legacy renderer) hands it on as strings, which are only joined. It reports no
//   errors, though: a section whose component threw is sent for the browser to render, and nothing says why.
// So a page is rendered by the second, and only a page that came out with a section left to the browser for no
// reason known here (not the budget) is rendered again by the first, to learn (and log) what threw.
import { createElement, type ReactNode } from 'react';
import { Writable } from 'node:stream';
import { renderToNodeStream, renderToPipeableStream } from 'react-dom/server';

export interface RenderedHtml {
  html: string;
  /** Why sections were left to the browser: the budget, or what threw. */
  problems: string[];
}

/** React's mark of a section it left to the browser (an error, or a render cut short); a page's own text cannot hold it (it is escaped). */
const LEFT_TO_BROWSER = '<!--$!-->';

const overBudget = (budgetMs: number) => `not ready within ${budgetMs} ms`;

/**
 * A gate the tree waits at once, before rendering anything: renderToNodeStream then never finishes within its own
 * call (a tree with no data to wait for would), and its output always comes through the `push` set below.
 */
function Gate({ gate, children }: { gate: { open: boolean; opening: Promise<void> }; children?: ReactNode }) {
  if (!gate.open) throw gate.opening;
  return children;
}

/** The legacy renderer, its strings joined; a render not finished within the budget is cut short (sections left to the browser). */
function renderJoined(element: ReactNode, budgetMs: number): Promise<{ html: string; cutShort: boolean }> {
  return new Promise((resolve, reject) => {
    const gate = {
      open: false,
      opening: Promise.resolve().then(() => {
        gate.open = true;
      }),
    };
    const stream = renderToNodeStream(createElement(Gate, { gate }, element)) as NodeJS.ReadableStream & {
      push(chunk: string | null): boolean;
      destroy(): void;
    };
    let html = '';
    let cutShort = false;
    // The renderer writes everything once all is ready: each piece is kept, and it never has to wait for a reader.
    stream.push = (chunk) => {
      if (chunk === null) {
        clearTimeout(timer);
        resolve({ html, cutShort });
      } else html += chunk;
      return true;
    };
    // A failure outside every section (the shell): the renderer destroys its stream with it.
    stream.on('error', (error: unknown) => {
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    });
    // Destroying the stream aborts the render: what is not ready is written as left to the browser, then the end.
    const timer = setTimeout(() => {
      cutShort = true;
      stream.destroy();
    }, budgetMs);
  });
}

/** The streaming renderer, for its errors: the same markup, as bytes. */
function renderStreamed(element: ReactNode, budgetMs: number): Promise<RenderedHtml> {
  return new Promise((resolve, reject) => {
    const problems: string[] = [];
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve({ html: Buffer.concat(chunks).toString('utf8'), problems });
        done();
      },
    });
    let aborted = false;
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        problems.push(aborted ? overBudget(budgetMs) : error instanceof Error ? error.message : String(error));
      },
    });
    const timer = setTimeout(() => {
      aborted = true;
      stream.abort(new Error(overBudget(budgetMs)));
    }, budgetMs);
  });
}

/**
 * The page's HTML once all of it is ready, or once `budgetMs` has passed (what is not ready then is left to the
 * browser). Rendered again (a section threw), the page reads the answers it has already had, and declares its
 * status, metadata and styles again as it did the first time. `explained`: the caller knows already why a section
 * will be left to the browser (a remote whose server build did not load): the page is not rendered again for it.
 */
export async function renderHtml(element: ReactNode, budgetMs: number, explained = false): Promise<RenderedHtml> {
  const { html, cutShort } = await renderJoined(element, budgetMs);
  if (!html.includes(LEFT_TO_BROWSER)) return { html, problems: [] };
  if (cutShort) return { html, problems: [overBudget(budgetMs)] };
  if (explained) return { html, problems: [] };
  // A section threw: rendered again by the renderer that says what.
  return renderStreamed(element, budgetMs);
}
