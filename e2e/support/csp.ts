// The host's CSP violation collector (GET /csp-reports, read as an operator) and the page's own events.
import type { APIRequestContext, Page } from '@playwright/test';
import { SITE, asOperator } from './site';

export interface CollectedReport {
  documentUri: string;
  violatedDirective: string;
  blockedUri: string;
  sourceFile?: string;
  sample?: string;
}

export async function cspReports(request: APIRequestContext): Promise<CollectedReport[]> {
  const res = await request.get(`${SITE}/csp-reports`, { headers: asOperator() });
  if (!res.ok()) throw new Error(`/csp-reports answered ${res.status()}`);
  return ((await res.json()) as { reports: CollectedReport[] }).reports;
}

/** Records every `securitypolicyviolation` event the page's documents fire, from before any script runs. */
export async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
  return violations;
}
