// Content-Security-Policy violation reports: the host page's policy names this endpoint (report-uri), the host's
// server keeps the latest reports in memory (bounded), so an operator or a browser test can read them.
import type { FastifyInstance } from 'fastify';
import type { OperatorsOnly } from './operator-only';

export const CSP_REPORT_PATH = '/csp-reports';
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

export interface CspReport {
  at: string;
  documentUri: string;
  violatedDirective: string;
  blockedUri: string;
  sourceFile?: string;
  lineNumber?: number;
  sample?: string;
}

const text = (value: unknown, max = 500) => (typeof value === 'string' ? value.slice(0, max) : '');

/** Reads both shapes browsers send: `{ "csp-report": {...} }` (report-uri) and `[{ type, body }]` (Reporting API). */
export function parseCspReports(body: unknown, now = new Date()): CspReport[] {
  const raw: unknown[] = Array.isArray(body)
    ? body.filter((r) => (r as { type?: unknown })?.type === 'csp-violation').map((r) => (r as { body?: unknown }).body)
    : [(body as { 'csp-report'?: unknown })?.['csp-report']];
  return raw
    .filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null)
    .map((r) => ({
      at: now.toISOString(),
      documentUri: text(r['document-uri'] ?? r.documentURL),
      violatedDirective: text(r['violated-directive'] ?? r['effective-directive'] ?? r.effectiveDirective),
      blockedUri: text(r['blocked-uri'] ?? r.blockedURL),
      ...(text(r['source-file'] ?? r.sourceFile) ? { sourceFile: text(r['source-file'] ?? r.sourceFile) } : {}),
      ...(typeof (r['line-number'] ?? r.lineNumber) === 'number' ? { lineNumber: (r['line-number'] ?? r.lineNumber) as number } : {}),
      ...(text(r['script-sample'] ?? r.sample) ? { sample: text(r['script-sample'] ?? r.sample, 80) } : {}),
    }));
}

/** The latest `limit` reports, and how many arrived in all. */
export class CspReportLog {
  private reports: CspReport[] = [];
  total = 0;
  constructor(private readonly limit = 200) {}
  add(reports: CspReport[]) {
    this.total += reports.length;
    this.reports = [...this.reports, ...reports].slice(-this.limit);
  }
  list(): readonly CspReport[] {
    return this.reports;
  }
}

/** POST stores reports (204); GET lists them to an operator only (they name visitors' pages): see operator-only.ts. */
export function registerCspReports(app: FastifyInstance, log: CspReportLog, operatorsOnly: OperatorsOnly) {
  app.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, null);
    }
  });
  app.post(CSP_REPORT_PATH, { bodyLimit: 64 * 1024 }, async (req, reply) => {
    log.add(parseCspReports(req.body));
    return reply.code(204).send();
  });
  app.get(
    CSP_REPORT_PATH,
    operatorsOnly((_req, reply) => reply.header('Cache-Control', 'no-store').send({ total: log.total, reports: log.list() })),
  );
}
