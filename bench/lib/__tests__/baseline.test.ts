import { againstRef, baselineEnv, DEFAULT_BASELINE_REF, inEnv } from '../baseline';

describe('againstRef', () => {
  it('is undefined without --against', () => {
    expect(againstRef(['node', 'bench-web.ts', '--route', 'landing'])).toBeUndefined();
  });
  it('takes the ref that follows, or the one after =', () => {
    expect(againstRef(['node', 'bench-web.ts', '--against', 'main'])).toBe('main');
    expect(againstRef(['node', 'bench-web.ts', '--against=abc1234', '--route', 'landing'])).toBe('abc1234');
  });
  it('is main before issue 46 when no ref follows', () => {
    expect(againstRef(['node', 'bench-web.ts', '--against'])).toBe(DEFAULT_BASELINE_REF);
    expect(againstRef(['node', 'bench-web.ts', '--against', '--route', 'landing'])).toBe(DEFAULT_BASELINE_REF);
  });
});

describe('baselineEnv', () => {
  it('moves every port by the offset and puts the folders in the baseline tree', () => {
    const env = baselineEnv({ HOST_PORT: '3300', API_PORT: '4400', LOG_LEVEL: 'warn', DATA_DIR: '/a/data' }, '/tree', 50, { DATA_DIR: '.cache/bench/data' });
    expect(env).toEqual({ HOST_PORT: '3350', API_PORT: '4450', LOG_LEVEL: 'warn', DATA_DIR: '/tree/.cache/bench/data' });
  });
});

describe('inEnv', () => {
  it('sets the variables for the call only, and restores them after a failure too', async () => {
    process.env.BENCH_TEST_SET = 'before';
    delete process.env.BENCH_TEST_UNSET;
    const seen = await inEnv({ BENCH_TEST_SET: 'during', BENCH_TEST_UNSET: 'during' }, async () => [process.env.BENCH_TEST_SET, process.env.BENCH_TEST_UNSET]);
    expect(seen).toEqual(['during', 'during']);
    await expect(inEnv({ BENCH_TEST_SET: 'x' }, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(process.env.BENCH_TEST_SET).toBe('before');
    expect(process.env.BENCH_TEST_UNSET).toBeUndefined();
  });
});
