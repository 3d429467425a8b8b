// CPU time from Linux's /proc: a process's (bench:ssr: the host server, the API) or each thread's of this process
// (bench:render --tail: a render worker beside V8's compiler and GC threads).
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** The user + system CPU time in a /proc stat file (a process's or a thread's), in ms. */
function statCpuMs(file: string): number {
  const stat = readFileSync(file, 'utf8');
  // After the command's ")" (the command may hold one): state is field 3, utime 14 and stime 15 (clock ticks, 100 a second on Linux).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** The CPU time a process has used so far (all its threads), in ms; null without /proc or the process. */
export function processCpuMs(pid: number | undefined): number | null {
  return pid !== undefined && existsSync(`/proc/${pid}/stat`) ? statCpuMs(`/proc/${pid}/stat`) : null;
}

/** The CPU time each thread of this process has used so far, in ms, by thread id. */
export function threadCpuMs(): Map<string, number> {
  return new Map(readdirSync('/proc/self/task').map((tid) => [tid, statCpuMs(`/proc/self/task/${tid}/stat`)]));
}
