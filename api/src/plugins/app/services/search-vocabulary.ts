/** The search index's vocabulary (its words and how many services hold each), cached. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { Vocabulary } from '../../../lib/search-query';

const VOCABULARY_TTL_MS = 5 * 60_000;

/** The index's vocabulary (refreshed with the services by the seed), read again after a write or every few minutes. */
export function searchVocabulary(db: Kysely<Database>, dataVersion: () => string): () => Promise<Vocabulary> {
  let vocabulary: { at: number; version: string; value: Promise<Vocabulary> } | null = null;
  function vocabularyNow(): Promise<Vocabulary> {
    const version = dataVersion();
    if (!vocabulary || vocabulary.version !== version || Date.now() - vocabulary.at > VOCABULARY_TTL_MS) {
      const value = db
        .selectFrom('search_words')
        .select(['word', 'documents'])
        .execute()
        .then((rows) => new Vocabulary(rows.map((r) => [r.word, Number(r.documents ?? 0)] as const)));
      vocabulary = { at: Date.now(), version, value };
      value.catch(() => {
        vocabulary = null;
      });
    }
    return vocabulary.value;
  }
  return vocabularyNow;
}
