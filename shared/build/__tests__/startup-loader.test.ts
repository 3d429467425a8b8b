import { loaderScript } from '../startup-scripts-plugin';

const URLS = ['/js/1.aaaaaaaaaa.js', '/js/2.bbbbbbbbbb.js', '/js/main.cccccccccc.js'];
const added = () => [...document.head.querySelectorAll('script')].map((s) => ({ src: s.getAttribute('src'), async: s.async }));

describe('the start-up loader in the host page', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    document.head.innerHTML = '';
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('adds nothing until a frame has been produced, then one script per task, in order, none async', () => {
    new Function(loaderScript(URLS))();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]);

    frames.forEach((f) => f(0)); // the frame (the server's first paint) ...
    expect(added()).toEqual([]); // ... and the scripts come in the tasks after it
    jest.advanceTimersToNextTimer();
    expect(added()).toEqual([{ src: URLS[0], async: false }]);
    jest.advanceTimersToNextTimer();
    expect(added().map((s) => s.src)).toEqual(URLS.slice(0, 2));
    jest.runOnlyPendingTimers();
    jest.runOnlyPendingTimers();
    expect(added()).toEqual(URLS.map((src) => ({ src, async: false })));
    // The hidden-tab timer later finds the work done and adds nothing twice.
    jest.advanceTimersByTime(5000);
    expect(added()).toHaveLength(URLS.length);
  });

  it('starts anyway after a second when no frame comes (a tab opened in the background)', () => {
    new Function(loaderScript(URLS))();
    jest.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1 + 10);
    expect(added().map((s) => s.src)).toEqual(URLS);
    frames.forEach((f) => f(0));
    jest.runAllTimers();
    expect(added()).toHaveLength(URLS.length);
  });
});
