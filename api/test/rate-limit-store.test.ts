// The rate limits' store, written against @fastify/rate-limit's documented store interface: counts in Redis while it
// answers, in the process while it does not, per route.
import type Redis from 'ioredis';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { windowStore } from '../src/plugins/external/rate-limit';

type Counted = { current: number; ttl: number };
// The plugin passes the route's window and maximum to each count; the store counts by the window it was made with.
const count = (store: FastifyRateLimitStore, key: string) =>
  new Promise<Counted>((resolve, reject) =>
    store.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), 60_000, 10),
  );

function fakeRedis(status: string, answer: (key: string) => Promise<unknown>) {
  const keys: string[] = [];
  const redis = { status, eval: (_script: string, _n: number, key: string) => (keys.push(key), answer(key)) };
  return { redis: redis as unknown as Redis, keys };
}

const route = { timeWindow: 60_000, routeInfo: { method: 'POST', url: '/api/v1/auth/login' } };

describe('the rate limits’ store', () => {
  it('counts a key in this process within its window, per route', async () => {
    const Store = windowStore(null, 'rl:');
    const root = new Store({ timeWindow: 60_000 });
    const login = root.child(route as never);
    const other = root.child({
      ...route,
      routeInfo: { method: 'POST', url: '/api/v1/auth/register' },
    } as never);
    expect((await count(login, '1.2.3.4')).current).toBe(1);
    const second = await count(login, '1.2.3.4');
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect((await count(login, '5.6.7.8')).current).toBe(1);
    expect((await count(other, '1.2.3.4')).current).toBe(1);
  });

  it('uses Redis while it is ready, with the route in the key', async () => {
    const { redis, keys } = fakeRedis('ready', async () => [7, 1234]);
    const login = new (windowStore(redis, 'rl:'))({ timeWindow: 60_000 }).child(route as never);
    expect(await count(login, '1.2.3.4')).toEqual({ current: 7, ttl: 1234 });
    expect(keys).toEqual(['rl:POST/api/v1/auth/login-1.2.3.4']);
  });

  it('counts in this process when Redis fails or is not ready, instead of erroring or letting everyone through', async () => {
    const failing = fakeRedis('ready', async () => Promise.reject(new Error('Connection is closed.')));
    const login = new (windowStore(failing.redis, 'rl:'))({ timeWindow: 60_000 }).child(route as never);
    expect((await count(login, 'a')).current).toBe(1);
    expect((await count(login, 'a')).current).toBe(2);
    const down = fakeRedis('reconnecting', async () => [99, 1]);
    const downLogin = new (windowStore(down.redis, 'rl:'))({ timeWindow: 60_000 }).child(route as never);
    expect((await count(downLogin, 'a')).current).toBe(1);
    expect(down.keys).toEqual([]);
  });

  it('refuses a time window it cannot count', () => {
    const Store = windowStore(null, 'rl:');
    expect(() => new Store({ timeWindow: (() => 1000) as never })).toThrow(/fixed timeWindow/);
  });
});
