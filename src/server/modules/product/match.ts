// What a search text matches, as a tier per goods group (lower ranks first; NONE: no match):
// the name contains the whole query; or the query rewritten by a trade term of the dictionary
// (h钢 → h型钢); or every word of it; or each word rewritten by a trade term; a category or
// brand name holds the word; the word spells a trade term, category or brand in pinyin (whose
// names, then categories and brands, match); it spells part of the name. A goods matches when
// every word matches it some way (its tier is its worst word's); the whole-query tier keeps
// substring recall exact.
import type { GoodsIndex, Named } from './goods-index';
import { spelled } from './goods-index';
import { tradeRewrites, tradeTerms } from './synonyms';
import { isPinyinWord, normalize, segment, spells, spellsAll, wordsOf } from './text';

export const TIER = { exact: 0, phrase: 1, words: 2, synonym: 3, category: 4, pinyinName: 5, pinyinCategory: 6, pinyin: 7 } as const;
export const NONE = 255;

const TERMS = tradeTerms();
/** Chinese words a pinyin query may spell: dictionary terms and their meanings. */
const SPELLABLE = [...new Set([...TERMS.keys(), ...[...TERMS.values()].flat()])].filter((t) => /\p{Script=Han}/u.test(t));

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

/** Per word: tier per name, per category id and per brand id. */
interface WordMatch {
  names: Uint8Array;
  categories: Map<number, number>;
  brands: Map<number, number>;
}

const lower = (to: Uint8Array | Map<number, number>, key: number, tier: number) => {
  if (to instanceof Uint8Array) to[key] = Math.min(to[key], tier);
  else if (tier < (to.get(key) ?? NONE)) to.set(key, tier);
};

/** Names (at nameTier, unless undefined), categories and brands holding any of the texts. */
function holding(ix: GoodsIndex, texts: string[], nameTier: number | undefined, tier: number, m: WordMatch) {
  for (const t of texts) {
    if (nameTier !== undefined) for (const name of ix.nameIndex.find(t)) lower(m.names, name, nameTier);
    if (Array.from(t).length < 2) continue;
    for (const c of ix.categories.values()) if (c.key.includes(t)) lower(m.categories, c.id, tier);
    for (const b of ix.brands.values()) if (b.key.includes(t)) lower(m.brands, b.id, tier);
  }
}

function matchWord(ix: GoodsIndex, word: string): WordMatch {
  const m: WordMatch = { names: new Uint8Array(ix.names.length).fill(NONE), categories: new Map(), brands: new Map() };
  for (const name of ix.nameIndex.find(word)) m.names[name] = TIER.words;
  if (Array.from(word).length < 2) return m;
  for (const r of tradeRewrites(TERMS, word)) for (const name of ix.nameIndex.find(r)) lower(m.names, name, TIER.synonym);
  holding(ix, [word, ...tradeRewrites(TERMS, word)], undefined, TIER.category, m);
  if (!isPinyinWord(word)) return m;
  // The word spells a whole term, category or brand: that term's goods.
  const named = (list: Iterable<Named>) => [...list].filter((x) => spellsAll(x.spelling, word)).map((x) => x.key);
  const terms = [...SPELLABLE.filter((t) => spellsAll(spelled(t), word)), ...named(ix.categories.values()), ...named(ix.brands.values())];
  holding(ix, terms.flatMap((t) => [t, ...tradeRewrites(TERMS, t)]), TIER.pinyinName, TIER.pinyinCategory, m);
  // Or part of a goods name, from a syllable start or as initials.
  for (const name of ix.pinyinIndex.find(word)) if (spells(ix.nameSpelling[name], word)) lower(m.names, name, TIER.pinyin);
  for (const name of ix.initialsIndex.find(word)) lower(m.names, name, TIER.pinyin);
  return m;
}

/** The tier of every goods group for a search text (trimmed, non-empty). */
export function groupTiers(ix: GoodsIndex, text: string): Uint8Array {
  const q = normalize(text);
  const whole = new Uint8Array(ix.names.length).fill(NONE);
  for (const name of ix.nameIndex.find(q)) whole[name] = TIER.exact;
  // Terms spanning a Latin and a Chinese part (h钢, js防水) rewrite the whole query.
  for (const r of tradeRewrites(TERMS, q)) for (const name of ix.nameIndex.find(r)) lower(whole, name, TIER.phrase);
  const words = queryWords(ix, q).map((w) => matchWord(ix, w));
  const tiers = new Uint8Array(ix.groups);
  for (let g = 0; g < ix.groups; g++) {
    let worst = TIER.exact as number;
    for (const w of words) {
      let best = w.names[ix.groupName[g]];
      if (w.categories.size > 0) for (const cat of ix.groupCat) best = Math.min(best, w.categories.get(cat[g]) ?? NONE);
      if (w.brands.size > 0) best = Math.min(best, w.brands.get(ix.groupBrand[g]) ?? NONE);
      worst = Math.max(worst, best);
      if (worst === NONE) break;
    }
    tiers[g] = Math.min(whole[ix.groupName[g]], worst);
  }
  return tiers;
}

/** Names matching a text as suggestions would: tier per name (no category or brand). */
export function nameTiers(ix: GoodsIndex, text: string): Uint8Array {
  const q = normalize(text);
  const out = new Uint8Array(ix.names.length).fill(NONE);
  for (const name of ix.nameIndex.find(q)) out[name] = TIER.exact;
  const words = queryWords(ix, q).map((w) => matchWord(ix, w).names);
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
