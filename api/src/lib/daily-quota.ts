import { tooManyRequests } from './http-errors';

const DAY_MS = 24 * 3600 * 1000;

export interface DailyQuota {
  /** What is counted, plural, as the 429 messages say it ("applications"). */
  what: string;
  perIp: number;
  all: number;
  /** How many were received since a time, from one address or (without it) from everyone. */
  countSince(sinceIso: string, clientIp?: string): Promise<number>;
}

/**
 * 429 when this address, or everyone together, would pass `perIp`/`all` within the last 24 hours with the `coming`
 * submissions (a quote request to several agents is one each).
 */
export async function requireDailyQuota(quota: DailyQuota, ip: string, coming = 1): Promise<void> {
  const since = new Date(Date.now() - DAY_MS).toISOString();
  if ((await quota.countSince(since, ip)) + coming > quota.perIp) {
    throw tooManyRequests(`Too many ${quota.what} from this address today; please try again tomorrow`, DAY_MS / 1000);
  }
  if ((await quota.countSince(since)) + coming > quota.all) {
    throw tooManyRequests(`We cannot take more ${quota.what} today; please try again tomorrow`, 3600);
  }
}
