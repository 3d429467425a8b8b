// Run-time configuration of the deployed site. The host's server writes it into the page
// (script#cargora-config), so moving the API never needs a rebuild.
export interface RuntimeConfig {
  /** The site's public origin (the host): canonical URLs, hreflang, structured data and sitemaps use it. */
  siteUrl: string;
  apiUrl: string;
  filesUrl: string;
  customerSiteUrl: string;
  agentSiteUrl: string;
  telemetry: boolean;
  /** The share of page loads whose web vitals are sent (VITALS_SAMPLE_RATE; absent: 0.1). Issue 50. */
  vitalsSampleRate?: number;
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  siteUrl: 'http://localhost:3000',
  apiUrl: 'http://localhost:4000',
  filesUrl: 'http://localhost:4100',
  customerSiteUrl: 'http://localhost:5100',
  agentSiteUrl: 'http://localhost:5200',
  telemetry: false,
};

let current: RuntimeConfig | null = null;

/** Where the page's configuration is read from: the document (typed by shape, so servers compiled without the DOM's
 * types can import this module). */
interface ConfigSource {
  getElementById(id: string): { textContent: string | null } | null;
}

export function readRuntimeConfig(doc: ConfigSource | undefined = (globalThis as { document?: ConfigSource }).document): RuntimeConfig {
  if (current) return current;
  let fromPage: Partial<RuntimeConfig> = {};
  const el = doc?.getElementById('cargora-config');
  if (el?.textContent) {
    try {
      fromPage = JSON.parse(el.textContent) as Partial<RuntimeConfig>;
    } catch {
      fromPage = {};
    }
  }
  current = { ...DEFAULT_CONFIG, ...fromPage };
  return current;
}

export function setRuntimeConfig(config: Partial<RuntimeConfig>) {
  current = { ...DEFAULT_CONFIG, ...(current ?? {}), ...config };
}

export function apiBaseUrl() {
  return `${readRuntimeConfig().apiUrl.replace(/\/$/, '')}/api/v1`;
}
