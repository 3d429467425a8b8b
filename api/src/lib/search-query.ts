// A visitor's search words as a full-text query: each word matches as a prefix ("contain" finds "container"), and a
// word of five letters or more that starts no word of the index gets the index's words one typo away as alternatives
// ("contaner" also looks for "container"). The vocabulary is the `search_words` table (src/db/search-index.ts).
import { normalizeSearch } from '@cargora/shared/server';

/** At most this many words of q are searched. */
export const MAX_SEARCH_WORDS = 6;
/** Words shorter than this are searched as typed. */
export const TYPO_MIN_LENGTH = 5;
const MAX_ALTERNATIVES = 4;
/** The shortest words the vocabulary (`search_words`) holds. */
const VOCABULARY_MIN_LENGTH = 3;
/** A prefix that starts at most this many indexed words is searched as those words (fts5Query, tsQuery). */
const MAX_PREFIX_EXPANSION = 16;

/** The words of q as the index tokenizes them: lower case, no accents, split on anything not a letter or digit. */
export function searchWords(q: string): string[] {
  return normalizeSearch(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

/** Whether a and b differ by at most one insertion, deletion, substitution or swap of two neighbouring letters. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i += 1;
  if (la === lb) {
    // One substitution, or one swap of a[i] and a[i + 1].
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // One insertion or deletion at i.
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The index's vocabulary, sorted, to tell whether a typed word starts any word of it. */
export class Vocabulary {
  private readonly words: string[];
  private readonly known: Set<string>;
  /** How many services hold each word, when known. */
  private readonly documents: Map<string, number>;
  constructor(words: Iterable<string | readonly [word: string, documents: number]>) {
    this.documents = new Map([...words].map((w) => (typeof w === 'string' ? [w, 0] : [w[0], w[1]])));
    this.known = new Set(this.documents.keys());
    this.words = [...this.known].sort();
  }

  /**
   * How many services each group of a search's words is expected to match: the counts of its words (a typed prefix:
   * of the indexed words it starts; none when it starts none), `total` when a word cannot be counted.
   */
  private held(groups: SearchGroups, total: number): number[] {
    return groups.map((alternatives) => {
      let held = 0;
      for (const typed of alternatives) {
        // Words shorter than the vocabulary's may start words it lacks; a word the index has not counted is unknown.
        if (typed.length < VOCABULARY_MIN_LENGTH) return total;
        for (const word of this.startingWith(typed)) {
          const documents = this.documents.get(word) ?? 0;
          if (documents === 0) return total;
          held += documents;
        }
      }
      return Math.min(held, total);
    });
  }

  /** The share of `total` services a search is expected to match, its groups taken as independent. */
  share(groups: SearchGroups, total: number): number {
    return this.held(groups, total).reduce((share, held) => share * (held / Math.max(1, total)), 1);
  }

  /** How many services the rarest group of a search's words is expected to match (what GIN reads of the words). */
  rarest(groups: SearchGroups, total: number): number {
    return Math.min(total, ...this.held(groups, total));
  }

  get size(): number {
    return this.words.length;
  }

  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.words[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The words of the vocabulary starting with prefix, in order. */
  private *startingWith(prefix: string): Generator<string> {
    for (let i = this.lowerBound(prefix); i < this.words.length && this.words[i]!.startsWith(prefix); i++) yield this.words[i]!;
  }

  /** Whether some word of the vocabulary starts with prefix. */
  hasPrefix(prefix: string): boolean {
    const at = this.lowerBound(prefix);
    return at < this.words.length && this.words[at]!.startsWith(prefix);
  }

  /** The words starting with prefix, or null when there are none or more than `max`. */
  completions(prefix: string, max: number): string[] | null {
    const found: string[] = [];
    for (const word of this.startingWith(prefix)) {
      if (found.length === max) return null;
      found.push(word);
    }
    return found.length ? found : null;
  }

  /**
   * What a typed word may have meant: the word itself, and when it is long enough and starts no word of the index, the
   * beginnings of the index's words one typo away from it (a whole word, or a word's start: "contane" → "containe").
   */
  alternatives(word: string): string[] {
    if (word.length < TYPO_MIN_LENGTH || this.hasPrefix(word)) return [word];
    const found = new Set<string>();
    for (const candidate of this.words) {
      if (Math.abs(candidate.length - word.length) > 1 && candidate.length < word.length) continue;
      if (withinOneEdit(word, candidate)) found.add(candidate);
      else {
        for (const length of [word.length, word.length + 1, word.length - 1]) {
          if (length >= TYPO_MIN_LENGTH - 1 && length < candidate.length && withinOneEdit(word, candidate.slice(0, length))) {
            found.add(candidate.slice(0, length));
            break;
          }
        }
      }
      if (found.size >= MAX_ALTERNATIVES * 4) break;
    }
    // Whole words first, then the shortest beginnings (they cover the longer ones).
    const ordered = [...found].sort((x, y) => Number(!this.known.has(x)) - Number(!this.known.has(y)) || x.length - y.length);
    const kept: string[] = [];
    for (const alt of ordered) if (!kept.some((k) => alt.startsWith(k))) kept.push(alt);
    return [word, ...kept.slice(0, MAX_ALTERNATIVES)];
  }
}

/** The words of a query, each with what it may have meant (searchWords + Vocabulary.alternatives). */
export type SearchGroups = string[][];

export function searchGroups(q: string, vocabulary: Vocabulary): SearchGroups {
  return searchWords(q).map((word) => vocabulary.alternatives(word));
}

/**
 * The indexed words a typed prefix stands for, when few start with it (at most MAX_PREFIX_EXPANSION): both engines
 * search those words instead of the prefix. FTS5 then reads their lists lazily, newest first, and stops at the cap,
 * where a prefix query merges every list of the prefix in full first; GIN looks them up and skips through their
 * lists, where a :* prefix reads every list it covers. null: search the prefix. The vocabulary holds the words of
 * three letters or more: shorter prefixes could stand for words it lacks.
 */
function completedWords(typed: string, vocabulary: Vocabulary | undefined): string[] | null {
  return typed.length >= VOCABULARY_MIN_LENGTH ? (vocabulary?.completions(typed, MAX_PREFIX_EXPANSION) ?? null) : null;
}

/** An FTS5 MATCH expression: every group, each of its words as a prefix ("container"* OR "containe"*). */
export function fts5Query(groups: SearchGroups, vocabulary?: Vocabulary): string {
  const quoted = (w: string) => `"${w.replaceAll('"', '""')}"`;
  const term = (w: string) => {
    const words = completedWords(w, vocabulary);
    return words ? words.map(quoted).join(' OR ') : `${quoted(w)}*`;
  };
  return groups.map((alts) => `(${alts.map(term).join(' OR ')})`).join(' AND ');
}

/** A PostgreSQL tsquery text for to_tsquery('simple', …): the same groups, each of its words as a prefix (:*). */
export function tsQuery(groups: SearchGroups, vocabulary?: Vocabulary): string {
  const quoted = (w: string) => `'${w.replaceAll("'", "''").replaceAll('\\', '\\\\')}'`;
  const term = (w: string) => {
    const words = completedWords(w, vocabulary);
    return words ? words.map(quoted).join(' | ') : `${quoted(w)}:*`;
  };
  return groups.map((alts) => `(${alts.map(term).join(' | ')})`).join(' & ');
}
