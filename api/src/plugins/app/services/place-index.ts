// Place names in every language, back to the names the data uses: a French visitor's "Chine" and an Arabic visitor's
// "الصين" filter and search exactly like "China". Built from the places table (names JSON of migration 010, filled by
// refreshPlaces from the gazetteer and Intl.DisplayNames), a few hundred rows, once per data version.
import type { Kysely } from 'kysely';
import { normalizeSearch } from '@cargora/shared/server';
import type { Database } from '../../../db/types';

/** The longest place name, in words, looked for inside a free-text query ("bosnie herzegovine" is 2). */
const MAX_NAME_WORDS = 4;

export interface PlaceIndex {
  /** The data's (English) name of a place named in any language, or undefined when it names none. */
  englishName(value: string): string | undefined;
  /**
   * A free-text query with every place name in it (any language, accents or not) replaced by its English name,
   * lower-cased; a query that names no place is returned as it came (its punctuation is the visitor's, not ours).
   */
  englishText(q: string): string;
}

export function createPlaceIndex(rows: { name: string; names?: string }[]): PlaceIndex {
  const byName = new Map<string, string>();
  for (const row of rows) {
    const names: string[] = [row.name];
    try {
      const parsed = JSON.parse(row.names ?? '{}') as Record<string, unknown>;
      for (const value of Object.values(parsed)) if (typeof value === 'string') names.push(value);
    } catch {
      // A row without names still finds its English one.
    }
    for (const name of names) {
      const key = normalizeSearch(name);
      // The first row wins: a country and its capital city of the same name share one English name anyway.
      if (key && !byName.has(key)) byName.set(key, row.name);
    }
  }
  return {
    englishName(value) {
      return byName.get(normalizeSearch(value));
    },
    englishText(q) {
      const words = normalizeSearch(q).split(' ').filter(Boolean);
      const out: string[] = [];
      let places = 0;
      for (let i = 0; i < words.length; ) {
        let matched = 0;
        for (let n = Math.min(MAX_NAME_WORDS, words.length - i); n > 0 && matched === 0; n -= 1) {
          const english = byName.get(words.slice(i, i + n).join(' '));
          if (english) {
            out.push(english.toLowerCase());
            matched = n;
            places += 1;
          }
        }
        if (matched === 0) {
          out.push(words[i] ?? '');
          matched = 1;
        }
        i += matched;
      }
      return places > 0 ? out.join(' ') : q;
    },
  };
}

/** The index of the data as it is now: rebuilt when the data version moves (a re-seed rebuilds the places). */
export function placeIndex(db: Kysely<Database>, dataVersion: () => string): () => Promise<PlaceIndex> {
  let held: { version: string; index: Promise<PlaceIndex> } | undefined;
  return () => {
    const version = dataVersion();
    if (held?.version !== version) {
      const index = db
        .selectFrom('places')
        .select(['name', 'names'])
        .orderBy('kind')
        .execute()
        .then((rows) => createPlaceIndex(rows));
      held = { version, index };
      index.catch(() => {
        if (held?.index === index) held = undefined;
      });
    }
    return held.index;
  };
}
