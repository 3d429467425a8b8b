/** @jest-environment node */
// The render worker's renderer (server/render-html.ts): React's legacy renderer, its strings joined, gives the same
// markup as the streaming renderer; a section cut short by the budget and a section that threw are left to the
// browser, the rest of the page rendered, and what threw is said.
import { Suspense, useId, type ReactNode } from 'react';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToPipeableStream } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { renderHtml } from '../server/render-html';

/** The streaming renderer's whole output once everything is ready (what the worker used before). */
function streamed(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    const stream = renderToPipeableStream(element, { onAllReady: () => void stream.pipe(out), onShellError: reject });
    resolve(text(out));
  });
}

/** Answers that arrive later, each once (as a render's RenderData). */
function answers() {
  const known = new Map<string, string>();
  const waiting = new Map<string, Promise<void>>();
  return (key: string, ms: number) => {
    const value = known.get(key);
    if (value !== undefined) return value;
    let promise = waiting.get(key);
    if (!promise) {
      promise = new Promise<void>((resolve) => setTimeout(resolve, ms)).then(() => void known.set(key, `answer ${key} <&>`));
      waiting.set(key, promise);
    }
    throw promise;
  };
}

const Title = styled.h2<{ $big: boolean }>`
  font-size: ${(p) => (p.$big ? '2rem' : '1rem')};
`;

function Labelled({ text }: { text: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{text}</label> <input id={id} defaultValue={text} />
    </p>
  );
}

function Section({ read, name, ms }: { read: ReturnType<typeof answers>; name: string; ms: number }) {
  const text = read(name, ms);
  return (
    <section>
      <Title $big={name === 'a'}>{name}</Title>
      {text} and {name}
      <Labelled text={text} />
    </section>
  );
}

function Broken(): ReactNode {
  throw new Error('a broken section');
}

const Loading = () => <p role="status">loading</p>;

function Page({ read, slowMs = 5, broken = false }: { read: ReturnType<typeof answers>; slowMs?: number; broken?: boolean }) {
  return (
    <main>
      <h1>Title {'&'} more</h1>
      <Labelled text="first" />
      <Suspense fallback={<Loading />}>
        <Section read={read} name="a" ms={5} />
        <Suspense fallback={<Loading />}>
          <Section read={read} name="b" ms={slowMs} />
        </Suspense>
      </Suspense>
      <Suspense fallback={<Loading />}>{broken ? <Broken /> : <Section read={read} name="c" ms={1} />}</Suspense>
      <footer>end</footer>
    </main>
  );
}

describe('renderHtml', () => {
  it('gives the same markup as the streaming renderer, styles included, after waiting for every answer', async () => {
    const sheets = [new ServerStyleSheet(), new ServerStyleSheet()];
    const ours = await renderHtml(sheets[0]!.collectStyles(<Page read={answers()} />), 2000);
    const theirs = await streamed(sheets[1]!.collectStyles(<Page read={answers()} />));
    expect(ours.problems).toEqual([]);
    expect(ours.html).toContain('answer b &lt;&amp;&gt;');
    expect(ours.html).not.toContain('loading');
    expect(ours.html).toBe(theirs);
    expect(sheets[0]!.getStyleTags()).toBe(sheets[1]!.getStyleTags());
  });

  it('renders a tree with nothing to wait for', async () => {
    const { html, problems } = await renderHtml(<Labelled text="alone" />, 1000);
    expect(problems).toEqual([]);
    expect(html).toBe(await streamed(<Labelled text="alone" />));
  });

  it('leaves a section not ready within the budget to the browser; the rest of the page is rendered', async () => {
    const { html, problems } = await renderHtml(<Page read={answers()} slowMs={10_000} />, 200);
    expect(problems).toEqual(['not ready within 200 ms']);
    expect(html).toContain('answer a');
    expect(html).toContain('answer c');
    expect(html).not.toContain('answer b');
    // The slow section: its fallback, marked for the browser to render.
    expect(html).toMatch(/<!--\$!-->(<template[^>]*><\/template>)?<p role="status">loading<\/p><!--\/\$-->/);
  });

  it('says what threw in a section left to the browser', async () => {
    const { html, problems } = await renderHtml(<Page read={answers()} broken />, 2000);
    expect(problems).toEqual(['a broken section']);
    expect(html).toContain('answer b');
    expect(html).toMatch(/<!--\$!-->(<template[^>]*><\/template>)?<p role="status">loading<\/p><!--\/\$-->/);
    // Known to the caller already (a remote whose build did not load): not rendered again.
    expect((await renderHtml(<Page read={answers()} broken />, 2000, true)).problems).toEqual([]);
  });

  it('rejects a failure outside every section', async () => {
    await expect(renderHtml(<Broken />, 1000)).rejects.toThrow('a broken section');
  });
});
