export function parseJsonArray<T = string>(text: string): T[] {
  try {
    const value = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

const likeEscape = (term: string) => term.replace(/[!%_]/g, (c) => `!${c}`);

/** Escapes LIKE wildcards with '!' (used as the ESCAPE character in every LIKE we build). */
export function likeContains(term: string): string {
  return `%${likeEscape(term)}%`;
}

/** A LIKE pattern for text starting with term (wildcards escaped with '!', as likeContains). */
export function likePrefix(term: string): string {
  return `${likeEscape(term)}%`;
}

/** Up to 5 lower-cased words of a free-text query. */
export function searchTerms(q: string): string[] {
  return q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
}

export const round2 = (n: number) => Math.round(Number(n) * 100) / 100;
