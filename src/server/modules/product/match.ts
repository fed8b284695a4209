// What a search text matches, as a tier per goods group (lower ranks first; NONE: no match):
// the name contains the whole query; or the query rewritten by a trade term of the dictionary
// (h钢 → h型钢); or every word of it; or each word rewritten by a trade term; a category or
// brand name holds the word; the word spells a trade term, category or brand in pinyin (whose
// names, then categories and brands, match); it spells part of the name. A goods matches when
// every word matches it some way (its tier is its worst word's); the whole-query tier keeps
// substring recall exact.
import type { Lists } from './columns';
import type { GoodsIndex, Named } from './goods-index';
import { spelled } from './goods-index';
import { tradeRewrites, tradeTerms } from './synonyms';
import { isPinyinWord, normalize, segment, spells, spellsAll, wordsOf } from './text';

export const TIER = {
  exact: 0,
  phrase: 1,
  words: 2,
  synonym: 3,
  category: 4,
  pinyinName: 5,
  pinyinCategory: 6,
  pinyin: 7,
} as const;
export const NONE = 255;

const TERMS = tradeTerms();
/** Chinese words a pinyin query may spell: dictionary terms and their meanings. */
const SPELLABLE = [...new Set([...TERMS.keys(), ...[...TERMS.values()].flat()])].filter((t) =>
  /\p{Script=Han}/u.test(t),
);

/** Known words a run of Chinese characters is cut into (see segment), per index. */
const vocabularies = new WeakMap<GoodsIndex, { words: Set<string>; longest: number }>();
function queryWords(ix: GoodsIndex, q: string): string[] {
  let v = vocabularies.get(ix);
  if (!v) {
    const words = new Set([...SPELLABLE, ...[...ix.categories.values(), ...ix.brands.values()].map((x) => x.key)]);
    v = { words, longest: Math.max(...[...words].map((w) => Array.from(w).length)) };
    vocabularies.set(ix, v);
  }
  const { words, longest } = v;
  return [...new Set(wordsOf(q).flatMap((w) => segment(w, words, longest)))];
}

/** A tier per key (NONE where unmatched) and the keys matched, so work follows the matches. */
class Tiers {
  readonly tiers: Uint8Array;
  readonly keys: number[] = [];
  constructor(size: number) {
    this.tiers = new Uint8Array(size).fill(NONE);
  }
  lower(key: number, tier: number): void {
    const was = this.tiers[key];
    if (tier >= was) return;
    if (was === NONE) this.keys.push(key);
    this.tiers[key] = tier;
  }
}

/** Per word: tier per name, per category and per brand (by their numbers in the index). */
interface WordMatch {
  names: Tiers;
  categories: Tiers;
  brands: Tiers;
}

/** Names (at nameTier, unless undefined), categories and brands holding any of the texts. */
function holding(ix: GoodsIndex, texts: string[], nameTier: number | undefined, tier: number, m: WordMatch) {
  for (const t of texts) {
    if (nameTier !== undefined) for (const name of ix.nameIndex.find(t)) m.names.lower(name, nameTier);
    if (Array.from(t).length < 2) continue;
    for (const c of ix.categories.values()) if (c.key.includes(t)) m.categories.lower(ix.categoryNo.get(c.id)!, tier);
    for (const b of ix.brands.values()) if (b.key.includes(t)) m.brands.lower(ix.brandNo.get(b.id)!, tier);
  }
}

function matchWord(ix: GoodsIndex, word: string): WordMatch {
  const m: WordMatch = {
    names: new Tiers(ix.names.length),
    categories: new Tiers(ix.categoryIds.length),
    brands: new Tiers(ix.brandIds.length),
  };
  for (const name of ix.nameIndex.find(word)) m.names.lower(name, TIER.words);
  if (Array.from(word).length < 2) return m;
  for (const r of tradeRewrites(TERMS, word))
    for (const name of ix.nameIndex.find(r)) m.names.lower(name, TIER.synonym);
  holding(ix, [word, ...tradeRewrites(TERMS, word)], undefined, TIER.category, m);
  if (!isPinyinWord(word)) return m;
  // The word spells a whole term, category or brand: that term's goods.
  const named = (list: Iterable<Named>) => [...list].filter((x) => spellsAll(x.spelling, word)).map((x) => x.key);
  const terms = [
    ...SPELLABLE.filter((t) => spellsAll(spelled(t), word)),
    ...named(ix.categories.values()),
    ...named(ix.brands.values()),
  ];
  holding(
    ix,
    terms.flatMap((t) => [t, ...tradeRewrites(TERMS, t)]),
    TIER.pinyinName,
    TIER.pinyinCategory,
    m,
  );
  // Or part of a goods name, from a syllable start or as initials.
  for (const name of ix.pinyinIndex.find(word))
    if (spells(ix.nameSpelling[name], word)) m.names.lower(name, TIER.pinyin);
  for (const name of ix.initialsIndex.find(word)) m.names.lower(name, TIER.pinyin);
  return m;
}

/** The groups of the names, categories and brands matched, each at its best tier. */
function groupsOf(ix: GoodsIndex, m: WordMatch): Tiers {
  const out = new Tiers(ix.groups);
  const add = ({ start, list }: Lists, matched: Tiers) => {
    for (const key of matched.keys)
      for (let i = start[key]; i < start[key + 1]; i++) out.lower(list[i], matched.tiers[key]);
  };
  add(ix.nameGroups, m.names);
  add(ix.categoryGroups, m.categories);
  add(ix.brandGroups, m.brands);
  return out;
}

/**
 * The groups a search text (trimmed, non-empty) matches and the tier of every group: the
 * groups every word matches (the tier of the worst word), and those whose name holds the
 * whole query. Work grows with the matches, not with the catalogue.
 */
export function textMatch(ix: GoodsIndex, text: string): { tiers: Uint8Array; groups: number[] } {
  const q = normalize(text);
  const whole = new Tiers(ix.names.length);
  for (const name of ix.nameIndex.find(q)) whole.lower(name, TIER.exact);
  // Terms spanning a Latin and a Chinese part (h钢, js防水) rewrite the whole query.
  for (const r of tradeRewrites(TERMS, q)) for (const name of ix.nameIndex.find(r)) whole.lower(name, TIER.phrase);
  const words = queryWords(ix, q)
    .map((w) => groupsOf(ix, matchWord(ix, w)))
    .sort((a, b) => a.keys.length - b.keys.length);
  const out = groupsOf(ix, { names: whole, categories: new Tiers(0), brands: new Tiers(0) });
  // The rarest word's groups that every other word matches too.
  for (const g of words[0]?.keys ?? []) {
    let worst = TIER.exact as number;
    for (const w of words) if (w.tiers[g] > worst) worst = w.tiers[g];
    if (worst !== NONE) out.lower(g, worst);
  }
  return { tiers: out.tiers, groups: out.keys };
}

/** The tier of every goods group for a search text (trimmed, non-empty). */
export const groupTiers = (ix: GoodsIndex, text: string): Uint8Array => textMatch(ix, text).tiers;

/** Names matching a text as suggestions would: tier per name (no category or brand). */
export function nameTiers(ix: GoodsIndex, text: string): Uint8Array {
  const q = normalize(text);
  const out = new Uint8Array(ix.names.length).fill(NONE);
  for (const name of ix.nameIndex.find(q)) out[name] = TIER.exact;
  const words = queryWords(ix, q).map((w) => matchWord(ix, w).names.tiers);
  for (let name = 0; name < out.length; name++) {
    let worst = TIER.exact as number;
    for (const w of words) worst = Math.max(worst, w[name]);
    out[name] = Math.min(out[name], worst);
  }
  return out;
}

/** Categories and brands whose name contains, or is spelled by, the text. */
export function namedMatches<T extends Named>(list: Iterable<T>, text: string): T[] {
  const q = normalize(text).replace(/\s+/g, '');
  const pinyin = isPinyinWord(q);
  return [...list].filter((x) => x.key.includes(q) || (pinyin && spells(x.spelling, q)));
}
