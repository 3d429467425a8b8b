import { beginPageLoad, whenPageSettled } from '../page-loads';

describe('page loads', () => {
  it('runs at once when nothing is loading, else once the last load ends', () => {
    const now = jest.fn();
    whenPageSettled(now);
    expect(now).toHaveBeenCalledTimes(1);

    const endA = beginPageLoad();
    const endB = beginPageLoad();
    const later = jest.fn();
    whenPageSettled(later);
    endA();
    endA(); // a second end of the same load does not count
    expect(later).not.toHaveBeenCalled();
    endB();
    expect(later).toHaveBeenCalledTimes(1);
    beginPageLoad()();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const end = beginPageLoad();
    const cancelled = jest.fn();
    whenPageSettled(cancelled)();
    end();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
