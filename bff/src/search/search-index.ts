import MiniSearch, { type SearchOptions } from 'minisearch';
import { SEARCH_TYPES, type SearchDocument, type SearchType } from './documents';
import { foldTerm, nameTokens, tokenize, typosAllowed } from './folding';

// One language's index of one tenant (issue 8, Search), built with MiniSearch: words of names,
// categories and descriptions, folded (folding.ts); one typo per word; the word being typed matched as
// a prefix (as-you-type); names weigh most, then categories, then descriptions; every word of the
// query must match (AND), so a longer query narrows the results as a visitor expects.

/** How much a match in each field counts: names above categories above descriptions. */
export const FIELD_BOOSTS = { title: 4, categories: 2, description: 1 } as const;

type Field = keyof typeof FIELD_BOOSTS;
const FIELDS = Object.keys(FIELD_BOOSTS) as Field[];

export interface IndexGroup {
  type: SearchType;
  /** Every match of the type. */
  total: number;
  /** The best `limit` of them, best first. */
  hits: SearchDocument[];
}

export interface QueryOptions {
  /** Hits per group at most. */
  limit: number;
  /** Only these types are answered (those whose detail screen is live). */
  types: ReadonlySet<SearchType>;
}

export interface SearchIndex {
  readonly size: number;
  query(query: string, options: QueryOptions): IndexGroup[];
}

const searchOptions: SearchOptions = {
  boost: FIELD_BOOSTS,
  combineWith: 'AND',
  // The word being typed is a beginning ("sta" finds Starbucks); earlier words are whole words.
  prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2,
  fuzzy: (term) => typosAllowed(term) || false,
  // An exact word beats a beginning, which beats a typo.
  weights: { prefix: 0.6, fuzzy: 0.4 },
  // The query is split into plain words (never the joined name form, which would add a word to AND).
  tokenize,
};

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const byKey = new Map(documents.map((doc) => [doc.key, doc]));
  const mini = new MiniSearch<SearchDocument>({
    idField: 'key',
    fields: FIELDS,
    extractField: (doc, field) => {
      if (field === 'key') return doc.key;
      if (field === 'categories') return doc.categories.join(' ');
      return (field === 'title' ? doc.title : doc.description) ?? '';
    },
    tokenize: (text, field) => (field === 'title' ? nameTokens(text) : tokenize(text)),
    processTerm: (term) => foldTerm(term) || null,
    searchOptions,
  });
  mini.addAll([...byKey.values()]);

  return {
    size: byKey.size,
    query(query, { limit, types }) {
      const groups = new Map<SearchType, IndexGroup>();
      for (const result of mini.search(query)) {
        const doc = byKey.get(String(result.id));
        if (!doc || !types.has(doc.type)) continue;
        let group = groups.get(doc.type);
        if (!group) groups.set(doc.type, (group = { type: doc.type, total: 0, hits: [] }));
        group.total += 1;
        if (group.hits.length < limit) group.hits.push(doc);
      }
      return SEARCH_TYPES.flatMap((type) => groups.get(type) ?? []);
    },
  };
}
