// Where a thread's CPU went, from a V8 CPU profile (`node --cpu-prof` writes one per thread, worker threads included):
// self time by package and by function, and which of our functions a library function's time is spent for.

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

export interface Share {
  name: string;
  /** Share of the profile's sampled time, 0–1. */
  share: number;
}

/** The package a script belongs to (`react-dom@19.3.1` from a pnpm path), or the file's name for our own code. */
export function packageOf(url: string, functionName: string): string {
  const pnpm = /node_modules\/\.pnpm\/((?:@[^+/]+\+)?[^@/]+@[^_/]+)/.exec(url);
  if (pnpm) return pnpm[1]!.replace('+', '/');
  const plain = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (plain) return plain[1]!;
  return url ? url.split('/').pop()! : functionName || '(native)';
}

const top = (counts: Map<string, number>, total: number, limit: number): Share[] =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, time]) => ({ name, share: total ? time / total : 0 }));

export function summarizeProfile(profile: CpuProfile, { limit = 15, libraryFunction }: { limit?: number; libraryFunction?: string } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const callers = new Map<string, number>();
  const frameName = (id: number) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    return `${functionName || '(anonymous)'} ${packageOf(url, functionName)}:${lineNumber + 1}`;
  };
  for (const [id, time] of self) {
    const { functionName, url } = byId.get(id)!.callFrame;
    const pkg = packageOf(url, functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
    byFunction.set(frameName(id), (byFunction.get(frameName(id)) ?? 0) + time);
    if (!libraryFunction) continue;
    // The time under `libraryFunction` (its outermost call), credited to the first caller outside its package.
    let at: number | undefined = id;
    let outermost: number | undefined;
    while (at !== undefined) {
      if (byId.get(at)!.callFrame.functionName === libraryFunction) outermost = at;
      at = parent.get(at);
    }
    if (outermost === undefined) continue;
    const library = packageOf(byId.get(outermost)!.callFrame.url, libraryFunction);
    let caller = parent.get(outermost);
    while (caller !== undefined && packageOf(byId.get(caller)!.callFrame.url, '') === library) caller = parent.get(caller);
    const name = caller === undefined ? '(root)' : frameName(caller);
    callers.set(name, (callers.get(name) ?? 0) + time);
  }
  return {
    totalMs: total / 1000,
    packages: top(byPackage, total, limit),
    functions: top(byFunction, total, limit),
    callers: top(callers, total, limit),
  };
}
