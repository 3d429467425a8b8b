// Wiring: the host's production server (host/server) on this machine's ports, as `npm start` and the tests serve it.
import { join } from 'node:path';
import { createHostServer, createRemoteServer, CspReportLog, serverRenderingSettings } from '@cargora/host/server';
import type { RuntimeConfig } from '@cargora/shared/server';
import { deployDir, localOpsToken, REMOTE_NAMES, ROOT, origin, ports, type RemoteName } from './paths';
import { startStandInSites, type RunningStandIns } from './stand-in-sites';

/** VITALS_SAMPLE_RATE as a share of page loads: a number from 0 to 1, else 0.1. */
export function vitalsSampleRate(value: string | undefined): number {
  const n = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : 0.1;
}

export function runtimeConfig(): RuntimeConfig {
  const p = ports();
  return {
    siteUrl: process.env.SITE_URL ?? origin(p.host),
    apiUrl: process.env.PUBLIC_API_URL ?? origin(p.api),
    filesUrl: process.env.FILES_ORIGIN ?? origin(p.files),
    customerSiteUrl: process.env.CUSTOMER_SITE_URL ?? 'http://localhost:5100',
    agentSiteUrl: process.env.AGENT_SITE_URL ?? 'http://localhost:5200',
    // On as deployed (npm start serves the production build); CARGORA_TELEMETRY=0 turns it off.
    telemetry: process.env.CARGORA_TELEMETRY !== '0',
    // The share of page loads whose web vitals are sent (0 to 1; default 0.1).
    vitalsSampleRate: vitalsSampleRate(process.env.VITALS_SAMPLE_RATE),
  };
}

export interface RunningSite {
  urls: Record<string, string>;
  /** The host's CSP violation reports (also at GET /csp-reports, for an operator: localOpsToken() as Bearer). */
  cspReports: CspReportLog;
  close: () => Promise<void>;
}

export async function startStaticServers(only?: RemoteName[]): Promise<RunningSite> {
  const p = ports();
  const listen = process.env.LISTEN_HOST ?? 'localhost';
  const dir = deployDir();
  const apps: { close: () => Promise<unknown> }[] = [];
  const urls: Record<string, string> = {};
  const cspReports = new CspReportLog();
  const host = await createHostServer({
    distDir: join(ROOT, 'host', 'dist'),
    deployDir: dir,
    config: runtimeConfig(),
    reports: cspReports,
    opsToken: localOpsToken(),
    rendering: serverRenderingSettings(process.env, origin(ports().api)),
    // CANARY_DECIDER=0: another process decides about this deploy folder's canaries.
    ...(process.env.CANARY_DECIDER === '0' ? { canaryDecider: false as const } : {}),
  });
  await host.listen({ port: p.host, host: listen });
  apps.push(host);
  urls.host = origin(p.host);
  for (const remote of only ?? REMOTE_NAMES) {
    const app = await createRemoteServer(remote, { deployDir: dir });
    await app.listen({ port: p[remote], host: listen });
    apps.push(app);
    urls[remote] = origin(p[remote]);
  }
  return { urls, cspReports, close: async () => void (await Promise.all(apps.map((a) => a.close()))) };
}

/** The stand-in customer and agent sign-in sites on CUSTOMER_SITE_URL / AGENT_SITE_URL (development and tests only). */
export function startStandIns(): Promise<RunningStandIns> {
  const config = runtimeConfig();
  return startStandInSites({
    apiUrl: config.apiUrl,
    hostOrigin: origin(ports().host),
    customerSiteUrl: config.customerSiteUrl,
    agentSiteUrl: config.agentSiteUrl,
    listenHost: process.env.LISTEN_HOST ?? 'localhost',
  });
}
