// Remote load outcomes: printed in development, counted at the API in production so an
// operator can see a bad release.
export interface RemoteLoadReport {
  remote: string;
  version?: string;
  outcome: 'ok' | 'error' | 'timeout';
  ms?: number;
  message?: string;
}

let endpoint: string | null = null;

/** The host sets this once it knows the API base; before that, reports only go to the console. */
export function setTelemetryEndpoint(url: string | null) {
  endpoint = url;
}

export function reportRemoteLoad(report: RemoteLoadReport) {
  if (process.env.NODE_ENV !== 'production') {
    const line = `[federation] ${report.remote}${report.version ? `@${report.version}` : ''} ${report.outcome}${report.ms !== undefined ? ` in ${Math.round(report.ms)} ms` : ''}`;
    if (report.outcome === 'ok') console.info(line);
    else console.warn(line, report.message ?? '');
  } else if (report.outcome !== 'ok') {
    console.warn(`[federation] ${report.remote} failed to load: ${report.message ?? report.outcome}`);
  }
  if (!endpoint || typeof navigator === 'undefined') return;
  void fetch(endpoint, {
    method: 'POST',
    body: JSON.stringify(report),
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}
