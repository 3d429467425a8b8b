import { loaderScript } from '../startup-scripts-plugin';

const URLS = ['/js/1.aaaaaaaaaa.js', '/js/2.bbbbbbbbbb.js', '/js/main.cccccccccc.js'];
const added = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
// Scripts added from JavaScript run as soon as they arrive unless async is turned off: the loader keeps the order.
const allOrdered = () => [...document.head.querySelectorAll('script')].every((s) => !s.async);
type Global = { PerformanceObserver?: unknown };

/** A Paint Timing observer the test can fire: what the browser does once the first frame is on screen. */
function fakePaintObserver() {
  const observers: { callback: () => void; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'navigation'];
    private entry: { callback: () => void; disconnected: boolean };
    constructor(callback: () => void) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  (window as unknown as Global).PerformanceObserver = FakeObserver;
  return { paint: () => observers.filter((o) => !o.disconnected).forEach((o) => o.callback()) };
}

describe('the start-up loader in the host page', () => {
  let frames: FrameRequestCallback[];
  const original = (window as unknown as Global).PerformanceObserver;

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    document.head.innerHTML = '';
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    (window as unknown as Global).PerformanceObserver = original;
  });

  it('adds nothing until the first paint is reported, then one script per task, to run in the order given', () => {
    const observer = fakePaintObserver();
    new Function(loaderScript(URLS))();
    frames.forEach((f) => f(0)); // a frame is not enough: the paint entry is what says it is on screen
    jest.advanceTimersByTime(500);
    expect(added()).toEqual([]);

    observer.paint();
    expect(added()).toEqual([]); // the scripts come in the tasks after it
    jest.advanceTimersToNextTimer();
    expect(added()).toEqual([URLS[0]]);
    jest.advanceTimersToNextTimer();
    expect(added()).toEqual(URLS.slice(0, 2));
    jest.advanceTimersToNextTimer();
    expect(added()).toEqual(URLS);
    expect(allOrdered()).toBe(true);
    // The hidden-tab timer later finds the work done and adds nothing twice.
    jest.advanceTimersByTime(5000);
    expect(added()).toHaveLength(URLS.length);
  });

  it('without the Paint Timing API, waits for the task after the next frame', () => {
    (window as unknown as Global).PerformanceObserver = undefined;
    new Function(loaderScript(URLS))();
    jest.advanceTimersByTime(500);
    expect(added()).toEqual([]);
    frames.forEach((f) => f(0));
    jest.advanceTimersToNextTimer();
    expect(added()).toEqual([URLS[0]]);
    jest.runAllTimers();
    expect(added()).toEqual(URLS);
  });

  it('starts anyway after a second when nothing is painted (a tab opened in the background)', () => {
    fakePaintObserver();
    new Function(loaderScript(URLS))();
    jest.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1 + 10);
    expect(added()).toEqual(URLS);
    jest.runAllTimers();
    expect(added()).toHaveLength(URLS.length);
  });
});
