import SearchableMap from 'minisearch/SearchableMap';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { normalizeText } from '../../../contract/search-text';
import { codeScore, compactCode, editDistance, searchableText, typosAllowed, wordScore } from './search-products';

/**
 * The product search of search-products.ts over an index, so a keystroke looks up the words it
 * can match instead of scoring every mirrored product (docs/decisions/198). Results and their
 * order are those of `searchProducts` over the same products: the index only finds the words
 * (and so the products) that can score, and `wordScore` and `codeScore` score them as before.
 *
 * Words live in MiniSearch's radix tree (SearchableMap), which answers "every word starting with"
 * and "every word within n edits" without visiting the rest; a word's postings say which products
 * carry it and in which field's weight.
 */

type Entry = { product: MirroredProduct; key: string; words: Map<string, number>; code: string };

/** What a product is found by; a product whose key is unchanged needs no re-indexing. */
function indexKey(product: MirroredProduct): string {
  const category = Array.isArray(product.category) ? product.category.join(' ') : product.category;
  const colours = product.swatches.map((swatch) => swatch.colorName).join(' ');
  return [product.status, product.title, category, product.broadCategory, colours, product.articleCode].join('\u0000');
}

/**
 * Made at the first search, not when the module loads: this module also loads in the page (for a
 * search without its worker), and a browser's first collator loads its locale data, 6–8 ms of
 * the main thread on a fast machine (docs/decisions/267).
 */
let collator: Intl.Collator | undefined;

export class ProductSearchIndex {
  private readonly entries = new Map<string, Entry>();
  /** word → (product id → the best weight of the fields holding it). */
  private readonly postings = new Map<string, Map<string, number>>();
  private readonly words = new SearchableMap<true>();
  /** compact article code → product ids. */
  private readonly codes = new Map<string, Set<string>>();
  private readonly codeTree = new SearchableMap<true>();
  /** Per length n, the words' distinct first n letters (for a typo in a word still being typed). */
  private starts = new Map<number, Map<string, string[]>>();
  /** Each product's place in title order, for ties; rebuilt on the first search after a change. */
  private titleOrder: Map<string, number> | undefined;

  get size(): number {
    return this.entries.size;
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  ids(): IterableIterator<string> {
    return this.entries.keys();
  }

  /** Adds or replaces a product; only a change of what it is found by touches the words. */
  put(product: MirroredProduct): void {
    const key = indexKey(product);
    const entry = this.entries.get(product._id);
    if (entry?.key === key) {
      entry.product = product;
      return;
    }
    if (entry) this.unindex(product._id, entry);
    const added: Entry = { product, key, words: new Map(), code: '' };
    this.entries.set(product._id, added);
    this.titleOrder = undefined;
    if (product.status === 'inactive') return; // kept (for `has`), never found
    const text = searchableText(product);
    for (const { word, weight } of text.words) added.words.set(word, Math.max(weight, added.words.get(word) ?? 0));
    added.code = text.code;
    for (const [word, weight] of added.words) {
      let ids = this.postings.get(word);
      if (!ids) {
        ids = new Map();
        this.postings.set(word, ids);
        this.words.set(word, true);
        this.starts.clear();
      }
      ids.set(product._id, weight);
    }
    if (added.code) {
      let ids = this.codes.get(added.code);
      if (!ids) {
        ids = new Set();
        this.codes.set(added.code, ids);
        this.codeTree.set(added.code, true);
      }
      ids.add(product._id);
    }
  }

  remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.unindex(id, entry);
    this.entries.delete(id);
    this.titleOrder = undefined;
  }

  private unindex(id: string, entry: Entry): void {
    for (const word of entry.words.keys()) {
      const ids = this.postings.get(word);
      ids?.delete(id);
      if (ids?.size === 0) {
        this.postings.delete(word);
        this.words.delete(word);
        this.starts.clear();
      }
    }
    const ids = this.codes.get(entry.code);
    ids?.delete(id);
    if (ids?.size === 0) {
      this.codes.delete(entry.code);
      this.codeTree.delete(entry.code);
    }
  }

  /** Products matching the query, best first (then by title), as `searchProducts` orders them. */
  search(query: string, limit = Number.POSITIVE_INFINITY): MirroredProduct[] {
    const terms = normalizeText(query).split(' ').filter(Boolean);
    if (terms.length === 0) return [];
    const byCode = this.codeHits(compactCode(query));
    const perTerm = terms.map((term) => this.termHits(term));
    perTerm.sort((a, b) => a.size - b.size);
    const scores = new Map(byCode);
    const [fewest, ...others] = perTerm;
    for (const [id, first] of fewest ?? []) {
      if (byCode.has(id)) continue;
      let total = first;
      for (const hits of others) {
        const score = hits.get(id);
        if (score === undefined) {
          total = 0;
          break;
        }
        total += score;
      }
      if (total > 0) scores.set(id, total);
    }
    const order = this.orderByTitle();
    const before = (a: string, scoreA: number, b: string, scoreB: number) =>
      scoreA > scoreB || (scoreA === scoreB && (order.get(a) ?? 0) < (order.get(b) ?? 0));
    return bestOf(scores, limit, before).flatMap((id) => this.entries.get(id)?.product ?? []);
  }

  /** Products whose article code the query is, holds, or misses by one character. */
  private codeHits(wanted: string): Map<string, number> {
    const hits = new Map<string, number>();
    if (wanted.length < 3) return hits;
    const found = (code: string) => {
      const score = codeScore(code, wanted);
      if (score > 0) for (const id of this.codes.get(code) ?? []) hits.set(id, score);
    };
    for (const code of this.codes.keys()) if (code.includes(wanted)) found(code);
    // One typo or swap (which is two edits to the tree's plain edit distance); codeScore decides.
    if (wanted.length >= 6) for (const code of this.codeTree.fuzzyGet(wanted, 2).keys()) found(code);
    return hits;
  }

  /** MirroredProduct id → its best score for one word of the query (wordScore × the field's weight). */
  private termHits(term: string): Map<string, number> {
    const candidates = new Set<string>();
    for (const word of this.words.atPrefix(term).keys()) candidates.add(word);
    if (term.length >= 3) for (const word of this.postings.keys()) if (word.includes(term)) candidates.add(word);
    const max = typosAllowed(term);
    if (max > 0) {
      // A swap of two neighbours is one typo but two plain edits: ask the tree for twice as many.
      for (const word of this.words.fuzzyGet(term, 2 * max).keys()) candidates.add(word);
      for (const [start, words] of this.startsOfLength(term.length))
        if (editDistance(term, start, max) <= max) for (const word of words) candidates.add(word);
    }
    const hits = new Map<string, number>();
    for (const word of candidates) {
      const score = wordScore(term, word);
      if (score === 0) continue;
      for (const [id, weight] of this.postings.get(word) ?? []) {
        const value = score * weight;
        if (value > (hits.get(id) ?? 0)) hits.set(id, value);
      }
    }
    return hits;
  }

  /** The distinct first `length` letters of the words longer than that, each with its words. */
  private startsOfLength(length: number): Map<string, string[]> {
    let starts = this.starts.get(length);
    if (starts) return starts;
    starts = new Map();
    for (const word of this.postings.keys()) {
      if (word.length <= length) continue;
      const start = word.slice(0, length);
      const words = starts.get(start);
      if (words) words.push(word);
      else starts.set(start, [word]);
    }
    this.starts.set(length, starts);
    return starts;
  }

  private orderByTitle(): Map<string, number> {
    if (this.titleOrder) return this.titleOrder;
    collator ??= new Intl.Collator();
    const byTitle = collator;
    const sorted = [...this.entries.values()]
      .filter((entry) => entry.product.status !== 'inactive')
      .map((entry) => entry.product)
      .sort((a, b) => byTitle.compare(a.title, b.title) || (a._id < b._id ? -1 : 1));
    this.titleOrder = new Map(sorted.map((product, place) => [product._id, place]));
    return this.titleOrder;
  }
}

/**
 * The `limit` best ids, best first: a sorted short list that a candidate enters only when it
 * beats the last, so thousands of hits for a common word cost one pass, not a sort of them all.
 */
function bestOf(
  scores: Map<string, number>,
  limit: number,
  before: (a: string, scoreA: number, b: string, scoreB: number) => boolean,
): string[] {
  if (limit > 100) {
    // Many wanted: an ordinary sort.
    return [...scores]
      .sort(([a, scoreA], [b, scoreB]) => (before(a, scoreA, b, scoreB) ? -1 : before(b, scoreB, a, scoreA) ? 1 : 0))
      .slice(0, limit)
      .map(([id]) => id);
  }
  const ids: string[] = [];
  const kept: number[] = [];
  for (const [id, score] of scores) {
    const last = ids.length - 1;
    if (ids.length >= limit && !before(id, score, ids[last] as string, kept[last] as number)) continue;
    let at = ids.length;
    while (at > 0 && before(id, score, ids[at - 1] as string, kept[at - 1] as number)) at -= 1;
    ids.splice(at, 0, id);
    kept.splice(at, 0, score);
    if (ids.length > limit) {
      ids.pop();
      kept.pop();
    }
  }
  return ids;
}
