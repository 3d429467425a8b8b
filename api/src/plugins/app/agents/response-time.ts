// An agent's response time to quote requests (issue 49), measured from the requests it received and its answers
// (migration 032) by the rule in the contract (RESPONSE_TIME_RULES): pure, so the storefront and the tests agree.
import { RESPONSE_TIME_RULES } from '@cargora/shared/contracts';
import { median } from '../../../lib/median';

const HOUR_MS = 3600 * 1000;

export interface ReceivedRequest {
  created_at: string;
  answered_at: string | null;
}

export interface ResponseTime {
  medianHours: number;
  requests: number;
  measuredAt: string;
}

/** The first time a request counts in the measure at `now`: the window's start. */
export const responseWindowStart = (now: Date) => new Date(now.getTime() - RESPONSE_TIME_RULES.windowDays * 24 * HOUR_MS).toISOString();

/**
 * The median hours from request to answer over the requests of the window (those older than the cap and still
 * unanswered, or answered after it, count as the cap; younger unanswered ones are not counted yet), and how many
 * requests that is; null below the rule's minimum. Hours to one decimal.
 */
export function measureResponseTime(requests: readonly ReceivedRequest[], now: Date): ResponseTime | null {
  const cap = RESPONSE_TIME_RULES.capHours;
  const since = responseWindowStart(now);
  const hours: number[] = [];
  for (const r of requests) {
    if (r.created_at < since) continue;
    const asked = Date.parse(r.created_at);
    const waited = (r.answered_at === null ? now.getTime() : Date.parse(r.answered_at)) - asked;
    if (r.answered_at === null && waited < cap * HOUR_MS) continue;
    hours.push(Math.min(cap, Math.max(0, waited / HOUR_MS)));
  }
  if (hours.length < RESPONSE_TIME_RULES.minRequests) return null;
  return { medianHours: Math.round(median(hours)! * 10) / 10, requests: hours.length, measuredAt: now.toISOString().slice(0, 10) };
}
