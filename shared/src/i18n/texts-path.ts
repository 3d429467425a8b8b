/** Where a namespace's texts in one language live under the folder that ships the namespace (`base` ends in `/`). */
export function textsPath(base: string, ns: string, lng: string): string {
  return `${base}locales/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}.json`;
}
