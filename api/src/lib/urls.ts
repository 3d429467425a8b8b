import { httpUrl } from '@cargora/shared/contracts/schemas';

/** For writes: an agent's website must be http(s) (or empty, for none). */
export function requireHttpUrl(value: string, field: string): string {
  if (value === '') return value;
  const url = httpUrl(value);
  if (url === null) throw new Error(`${field} must be an http or https URL, got "${value.slice(0, 100)}"`);
  return url;
}
