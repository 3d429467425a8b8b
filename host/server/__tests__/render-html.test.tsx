/** @jest-environment node */
// The render worker's renderer (server/render-html.ts): React's streaming renderer, its output collected once every
// section is ready, gives the markup of the same tree rendered with its answers known; a section cut short by the
// budget and a section that threw are left to the browser, the rest of the page rendered, and what threw is said.
import { Suspense, useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { renderHtml } from '../render/render-html';

/** Answers that arrive later, each once (as a render's RenderData). */
function answers() {
  const known = new Map<string, string>();
  const waiting = new Map<string, Promise<void>>();
  return (key: string, ms: number) => {
    const value = known.get(key);
    if (value !== undefined) return value;
    let promise = waiting.get(key);
    if (!promise) {
      // unref: a section the test has stopped waiting for keeps nothing running.
      promise = new Promise<void>((resolve) => void setTimeout(resolve, ms).unref()).then(() => void known.set(key, `answer ${key} <&>`));
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
  it('waits for every answer and gives the markup of the same tree rendered with its answers known, styles included', async () => {
    const read = answers();
    const sheet = new ServerStyleSheet();
    const ours = await renderHtml(sheet.collectStyles(<Page read={read} />), 2000);
    expect(ours.problems).toEqual([]);
    expect(ours.html).toContain('answer b &lt;&amp;&gt;');
    expect(ours.html).not.toContain('loading');
    expect(ours.html).not.toContain('<!--$!-->');
    // The same tree again, every answer now known: nothing suspends, the synchronous renderer gives the same markup
    // (the same ids from useId, the same class names), so the browser hydrates either without a mismatch.
    const known = new ServerStyleSheet();
    expect(renderToString(known.collectStyles(<Page read={read} />))).toBe(ours.html);
    // The same rules (in the order the sections were ready, not the tree's).
    const rules = (tags: string) => tags.match(/\.[\w-]+\{[^}]*\}/g)?.sort();
    expect(rules(sheet.getStyleTags())).toEqual(rules(known.getStyleTags()));
    expect(rules(sheet.getStyleTags())).toHaveLength(2);
  });

  it('writes a large section in its place, not as a hidden copy for a script to move (the page has no such script)', async () => {
    const read = answers();
    const Long = ({ name }: { name: string }) => (
      <ul>
        {Array.from({ length: 400 }, (_, i) => (
          <li key={i}>
            {read(name, 5)} line {i}
          </li>
        ))}
      </ul>
    );
    const { html, problems } = await renderHtml(
      <main>
        <Suspense fallback={<Loading />}>
          <Long name="long" />
        </Suspense>
      </main>,
      2000,
    );
    expect(problems).toEqual([]);
    // Well over React's default chunk (12,800 bytes), which it would otherwise send apart, hidden, with a <script>.
    expect(html.length).toBeGreaterThan(20_000);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('hidden');
    expect(html).toBe(renderToString(<main><Suspense fallback={<Loading />}><Long name="long" /></Suspense></main>));
  });

  it('renders a tree with nothing to wait for', async () => {
    const { html, problems } = await renderHtml(<Labelled text="alone" />, 1000);
    expect(problems).toEqual([]);
    expect(html).toBe(renderToString(<Labelled text="alone" />));
  });

  it('leaves a section not ready within the budget to the browser; the rest of the page is rendered', async () => {
    const complaints = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { html, problems } = await renderHtml(<Page read={answers()} slowMs={10_000} />, 200);
    // Cut short the way React expects (its output written once the abort is over): nothing to complain about.
    expect(complaints).not.toHaveBeenCalled();
    complaints.mockRestore();
    expect(problems).toEqual(['not ready within 200 ms']);
    expect(html).toContain('answer a');
    expect(html).toContain('answer c');
    expect(html).not.toContain('answer b');
    expect(html).not.toContain('<script');
    // The slow section: its fallback, marked for the browser to render.
    expect(html).toMatch(/<!--\$!-->(<template[^>]*><\/template>)?<p role="status">loading<\/p><!--\/\$-->/);
  });

  it('says what threw in a section left to the browser', async () => {
    const { html, problems } = await renderHtml(<Page read={answers()} broken />, 2000);
    expect(problems).toEqual(['a broken section']);
    expect(html).toContain('answer b');
    expect(html).toMatch(/<!--\$!-->(<template[^>]*><\/template>)?<p role="status">loading<\/p><!--\/\$-->/);
  });

  it('rejects a failure outside every section', async () => {
    await expect(renderHtml(<Broken />, 1000)).rejects.toThrow('a broken section');
  });
});
