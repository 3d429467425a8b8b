// What the browser posts to the remote-load telemetry endpoint, normalised to what the API accepts.
import type { RemoteLoadOutcome, RemoteName } from './enums';

export const REMOTE_LOAD_LIMITS = { maxMessage: 500, maxVersion: 64, maxMs: 600000 } as const;

/**
 * A failure's message as the browser reports it: an error as String(error) writes it (`TypeError: …`,
 * `ScriptExternalLoadError: …`), after `render: ` for one thrown while rendering; one line, no control characters.
 * Free text of any other shape ("FORGED: roll back catalog now") is not a load report.
 */
const ERROR_PREFIX = '^(?:render: )?(?:[A-Z][A-Za-z0-9]{0,40})?Error: ';
export const REMOTE_LOAD_MESSAGE_PATTERN = `${ERROR_PREFIX}[^\\u0000-\\u001f\\u007f]*$`;
const ERROR_NAME = new RegExp(ERROR_PREFIX);

/** A message in that shape: line breaks and other control characters become a space; a bare message is an Error. */
function errorMessage(message: string): string {
  // eslint-disable-next-line no-control-regex
  const line = message.replace(/\s*[\u0000-\u001f\u007f]+\s*/g, ' ');
  const text = ERROR_NAME.test(line) ? line : line.replace(/^(render: )?/, '$1Error: ');
  return text.slice(0, REMOTE_LOAD_LIMITS.maxMessage);
}

export interface RemoteLoadEventInput {
  remote: RemoteName;
  version?: string;
  outcome: RemoteLoadOutcome;
  ms?: number;
  message?: string;
}

/** Whole, finite milliseconds within bounds (performance.now() differences are fractional); texts cut to size and shape. */
export function toRemoteLoadEvent(report: RemoteLoadEventInput): RemoteLoadEventInput {
  const event: RemoteLoadEventInput = { remote: report.remote, outcome: report.outcome };
  if (report.version) event.version = report.version.slice(0, REMOTE_LOAD_LIMITS.maxVersion);
  if (report.ms !== undefined && Number.isFinite(report.ms)) event.ms = Math.min(REMOTE_LOAD_LIMITS.maxMs, Math.max(0, Math.round(report.ms)));
  if (report.message && report.outcome !== 'ok') event.message = errorMessage(report.message);
  return event;
}
