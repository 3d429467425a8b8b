/**
 * The URL as written (trimmed) when it is an absolute http(s) URL with a host, else null (javascript:, data:,
 * relative, malformed, nothing). One rule for agent websites: the API applies it on write and when serving, the
 * site before rendering a link.
 */
export function httpUrl(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? text : null;
  } catch {
    return null;
  }
}
