// What the browser posts to the remote-load telemetry endpoint, normalised to what the API accepts.
import type { RemoteLoadOutcome, RemoteName } from './enums';

export const REMOTE_LOAD_LIMITS = { maxMessage: 500, maxVersion: 64, maxMs: 600000 } as const;

export interface RemoteLoadEventInput {
  remote: RemoteName;
  version?: string;
  outcome: RemoteLoadOutcome;
  ms?: number;
  message?: string;
}

/** Whole, finite milliseconds within bounds (performance.now() differences are fractional); texts cut to size. */
export function toRemoteLoadEvent(report: RemoteLoadEventInput): RemoteLoadEventInput {
  const event: RemoteLoadEventInput = { remote: report.remote, outcome: report.outcome };
  if (report.version) event.version = report.version.slice(0, REMOTE_LOAD_LIMITS.maxVersion);
  if (report.ms !== undefined && Number.isFinite(report.ms)) event.ms = Math.min(REMOTE_LOAD_LIMITS.maxMs, Math.max(0, Math.round(report.ms)));
  if (report.message) event.message = report.message.slice(0, REMOTE_LOAD_LIMITS.maxMessage);
  return event;
}
