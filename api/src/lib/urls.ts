/** The URL as written when it is an absolute http(s) URL, else null (javascript:, data:, relative, malformed...). */
export function httpUrl(value: string): string | null {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? text : null;
  } catch {
    return null;
  }
}

/** For writes: an agent's website must be http(s) (or empty, for none). */
export function requireHttpUrl(value: string, field: string): string {
  if (value === '') return value;
  const url = httpUrl(value);
  if (url === null) throw new Error(`${field} must be an http or https URL, got "${value.slice(0, 100)}"`);
  return url;
}
