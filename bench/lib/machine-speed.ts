/**
 * How fast this machine runs JavaScript right now: a fixed piece of work like a render's (strings joined, objects
 * made and serialised, map lookups), timed on this thread, the best of seven. On a shared VM the same build's figures
 * move with it (2026-11-26: a storefront 10 to 21 ms of CPU a render within one evening); a bench prints it beside
 * its figures so that runs from different hours can be told apart. Lower is faster.
 */
export function machineSpeedMs(): number {
  let best = Infinity;
  for (let round = 0; round < 7; round += 1) {
    const started = performance.now();
    const seen = new Map<string, number>();
    let size = 0;
    for (let i = 0; i < 60_000; i += 1) {
      const item = { id: i, title: `Service ${i % 500}`, price: (i * 37) % 9_000, tags: ['road', 'sea', String(i % 7)] };
      const html = `<article class="c${i % 50}"><h3>${item.title}</h3><p>${item.price.toFixed(2)}</p></article>`;
      seen.set(item.title, (seen.get(item.title) ?? 0) + html.length);
      size += JSON.stringify(item).length;
    }
    if (size === 0 || seen.size === 0) throw new Error('unreachable: keeps the work from being optimised away');
    best = Math.min(best, performance.now() - started);
  }
  return Math.round(best);
}
