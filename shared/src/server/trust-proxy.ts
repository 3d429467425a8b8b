/** Fastify's trustProxy option, as every server of ours reads it from the environment. */
export type TrustProxy = boolean | number | string;

/** TRUST_PROXY: unset/false = off, `true` = any proxy, a number = that many hops, otherwise a list of addresses. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || /^(0|false|off|no)$/i.test(v)) return false;
  if (/^true$/i.test(v)) return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .join(',');
}

/** The parsed setting as Fastify's option: a hop count trusts that many proxies nearest to us (X-Forwarded-For read from the right). */
export function fastifyTrustProxy(value: TrustProxy): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}
