import { descendants, isPageProcess } from '../nice-chromium';

describe("bench:web's experiment on Chromium's priorities", () => {
  it("finds every process under the browser, not its siblings", () => {
    const table = [
      { pid: 10, ppid: 1 },
      { pid: 11, ppid: 10 },
      { pid: 12, ppid: 11 },
      { pid: 13, ppid: 10 },
      { pid: 20, ppid: 1 },
    ];
    expect(descendants(10, table).sort()).toEqual([10, 11, 12, 13]);
    expect(descendants(20, table)).toEqual([20]);
  });

  it("leaves the pages' processes alone: renderers and the zygotes they are forked from", () => {
    expect(isPageProcess('/usr/lib/chromium/chromium --type=renderer --lang=en-US')).toBe(true);
    expect(isPageProcess('/usr/lib/chromium/chromium --type=zygote --no-zygote-sandbox')).toBe(true);
    expect(isPageProcess('/usr/lib/chromium/chromium --type=gpu-process --headless')).toBe(false);
    expect(isPageProcess('/usr/lib/chromium/chromium --type=utility --utility-sub-type=network.mojom.NetworkService')).toBe(false);
    expect(isPageProcess('/usr/lib/chromium/chromium --headless=new --remote-debugging-port=9222')).toBe(false);
  });
});
