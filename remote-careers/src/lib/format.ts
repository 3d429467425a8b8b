// Locale-aware formatting used by several features (dates and file sizes follow the visitor's language).

export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  // A malformed date from the API should show as-is rather than "Invalid Date".
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

export function formatFileSize(bytes: number, language: string): string {
  const mb = bytes / (1024 * 1024);
  // Small CVs read better in kilobytes than as "0.1 MB".
  const [value, unit] = mb >= 1 ? [mb, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** Positive integer ids as the API accepts them (1-999999999); anything else is "not found" without a call. */
export function parseJobId(raw: string | null | undefined): number | null {
  return raw && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null;
}
