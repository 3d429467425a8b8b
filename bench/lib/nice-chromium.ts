// An experiment for bench:web (BENCH_CHROME_AUX_NICE): every thread of Chromium's processes other than the pages'
// (the browser process, the GPU process, the network and other utility processes) at a lower priority, so that on a
// small machine a page's main thread does not wait for a core behind them. The pages' own processes (renderers, and
// the zygotes they are forked from, whose priority they inherit) keep theirs. Linux only (/proc); a thread that ends
// while it is looked at is skipped.
import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The process ids under `root` (itself included), from /proc's parent ids. */
export function descendants(root: number, table: { pid: number; ppid: number }[]): number[] {
  const children = new Map<number, number[]>();
  for (const { pid, ppid } of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const out: number[] = [];
  const walk = (pid: number) => {
    out.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return out;
}

/** Chromium's page processes: renderers and the zygotes they are forked from. */
export const isPageProcess = (commandLine: string) => /--type=(renderer|zygote)\b/.test(commandLine);

function processTable(): { pid: number; ppid: number }[] {
  const table: { pid: number; ppid: number }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: the fields after it are space-separated.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      table.push({ pid: Number(name), ppid });
    } catch {
      // ended meanwhile
    }
  }
  return table;
}

/** Until the returned function is called, looks every 100 ms for Chromium's threads outside the pages and renices them. */
export function niceChromiumAux(browserPid: number, nice: number): () => void {
  const done = new Set<number>();
  const pass = () => {
    for (const pid of descendants(browserPid, processTable())) {
      let commandLine: string;
      try {
        commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      } catch {
        continue;
      }
      if (isPageProcess(commandLine)) continue;
      let threads: string[];
      try {
        threads = readdirSync(`/proc/${pid}/task`);
      } catch {
        continue;
      }
      for (const tid of threads.map(Number)) {
        if (done.has(tid)) continue;
        try {
          // On Linux a thread id given to setpriority changes that thread alone.
          setPriority(tid, nice);
          done.add(tid);
        } catch {
          // ended meanwhile
        }
      }
    }
  };
  pass();
  const timer = setInterval(pass, 100);
  return () => clearInterval(timer);
}
