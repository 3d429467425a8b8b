// A child of the cluster script ends when that script is gone (killed with SIGKILL, it cannot stop its children):
// reparented processes would otherwise keep the cluster's ports. Checked every second.
export function exitWithParent(onExit: () => void = () => process.exit(0)): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) onExit();
  }, 1000).unref();
}
