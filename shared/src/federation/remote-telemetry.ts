// Remote load outcomes: printed in development, counted at the API so an operator can see a bad
// release. What is posted is the contract's RemoteLoadEvent, normalised here so the API accepts it.
import { toRemoteLoadEvent, type RemoteLoadEventInput } from '@cargora/shared/contracts';

export type RemoteLoadReport = RemoteLoadEventInput;

let endpoint: string | null = null;

/** The host sets this once it knows the API base; before that, reports only go to the console. */
export function setTelemetryEndpoint(url: string | null) {
  endpoint = url;
}

export function reportRemoteLoad(report: RemoteLoadReport) {
  const event = toRemoteLoadEvent(report);
  if (process.env.NODE_ENV !== 'production') {
    const line = `[federation] ${event.remote}${event.version ? `@${event.version}` : ''} ${event.outcome}${event.ms !== undefined ? ` in ${event.ms} ms` : ''}`;
    if (event.outcome === 'ok') console.info(line);
    else console.warn(line, event.message ?? '');
  } else if (event.outcome !== 'ok') {
    console.warn(`[federation] ${event.remote} failed to load: ${event.message ?? event.outcome}`);
  }
  if (!endpoint || typeof navigator === 'undefined') return;
  void fetch(endpoint, {
    method: 'POST',
    body: JSON.stringify(event),
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}
