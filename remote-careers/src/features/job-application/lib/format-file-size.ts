// File sizes in the visitor's language, for the chosen CV.
import { numberFormat } from '@cargora/shared/runtime';

export function formatFileSize(bytes: number, language: string): string {
  const mb = bytes / (1024 * 1024);
  // Small CVs read better in kilobytes than as "0.1 MB".
  const [value, unit] = mb >= 1 ? [mb, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return numberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
