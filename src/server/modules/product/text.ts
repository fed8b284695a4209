// Text keys of the goods search: the normalized form names are matched in, the words of a
// query, the pinyin spellings computed at index time, and a substring index over many strings.
import { pinyin } from 'pinyin-pro';

/** Search is case-insensitive for ASCII letters only (what LIKE folds on both dialects). */
export const normalize = (s: string): string => s.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));

const CJK = /\p{Script=Han}/u;

/**
 * The words of a normalized query: split at spaces and between Chinese and other characters,
 * so `hrb400螺纹` and `c30商砼` are two words each.
 */
export function wordsOf(q: string): string[] {
  const words: string[] = [];
  for (const part of q.split(/\s+/)) {
    let word = '';
    let han: boolean | undefined;
    for (const c of part) {
      const h = CJK.test(c);
      if (word && h !== han) {
        words.push(word);
        word = '';
      }
      word += c;
      han = h;
    }
    if (word) words.push(word);
  }
  return [...new Set(words)];
}

/**
 * A run of Chinese characters cut into known words (brands, categories, trade terms), e.g.
 * 海螺水泥 → 海螺 水泥, 东方雨虹防水 → 东方雨虹 防水: the most characters covered by known
 * words, then the fewest pieces; the characters between known words stay together. A run
 * with no known word, or that is one, stays whole.
 */
export function segment(word: string, vocabulary: ReadonlySet<string>, longest: number): string[] {
  const chars = Array.from(word);
  if (chars.length < 3 || !CJK.test(chars[0])) return [word];
  // best[i]: the best cut of the first i characters; a piece is [text, known].
  type Cut = { covered: number; pieces: [string, boolean][] };
  const best: Cut[] = [{ covered: 0, pieces: [] }];
  for (let i = 1; i <= chars.length; i++) {
    const prev = best[i - 1];
    const last = prev.pieces.at(-1);
    const pieces: [string, boolean][] =
      last && !last[1]
        ? [...prev.pieces.slice(0, -1), [last[0] + chars[i - 1], false]]
        : [...prev.pieces, [chars[i - 1], false]];
    best[i] = { covered: prev.covered, pieces };
    for (let len = 2; len <= Math.min(longest, i); len++) {
      const piece = chars.slice(i - len, i).join('');
      if (!vocabulary.has(piece)) continue;
      const from = best[i - len];
      const candidate: Cut = { covered: from.covered + len, pieces: [...from.pieces, [piece, true]] };
      if (
        candidate.covered > best[i].covered ||
        (candidate.covered === best[i].covered && candidate.pieces.length < best[i].pieces.length)
      )
        best[i] = candidate;
    }
  }
  const { covered, pieces } = best[chars.length];
  return covered === 0 || pieces.length < 2 ? [word] : pieces.map(([p]) => p);
}

/** A query word spelled in pinyin: Latin letters only, at least two. */
export const isPinyinWord = (w: string) => /^[a-z]{2,}$/.test(w);

/**
 * A text's pinyin: `full` joins the syllables of each run of Chinese characters and ASCII
 * letters and digits (runs split by anything else, marked '|'); `starts` marks where a
 * syllable begins ('^'), so a query must start on one; `initials` has one letter per syllable.
 */
export interface Spelling {
  full: string;
  starts: string;
  initials: string;
}

export function spell(text: string): Spelling {
  const chars = Array.from(text);
  const syllables = pinyin(text, { toneType: 'none', type: 'array', v: true });
  // pinyin-pro answers one entry per character; fall back to per-character calls if not.
  const each =
    syllables.length === chars.length ? syllables : chars.map((c) => pinyin(c, { toneType: 'none', v: true }));
  let full = '';
  let starts = '';
  let initials = '';
  chars.forEach((c, i) => {
    const s = CJK.test(c) ? each[i].toLowerCase() : /[A-Za-z0-9]/.test(c) ? normalize(c) : '|';
    if (s === '|' && full.endsWith('|')) return;
    full += s;
    starts += s === '|' ? '|' : '^'.padEnd(s.length, '.');
    initials += s[0];
  });
  return { full, starts, initials };
}

/** Whether a pinyin query word spells part of the text: from a syllable start, or as initials. */
export function spells(s: Spelling, word: string): boolean {
  if (word.length >= 2 && s.initials.includes(word)) return true;
  for (let i = s.full.indexOf(word); i >= 0; i = s.full.indexOf(word, i + 1)) if (s.starts[i] === '^') return true;
  return false;
}

/** Whether a pinyin query word spells the whole text (all syllables, or all initials). */
export const spellsAll = (s: Spelling, word: string) => s.full === word || (s.initials === word && word.length >= 2);

/** Distinct n-grams (n = 1 … longest) of a normalized string, leaving out grams with a space. */
export function gramsOf(s: string, longest = 2): Set<string> {
  const chars = Array.from(s);
  const grams = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    let g = '';
    for (let n = 1; n <= longest && i + n <= chars.length && chars[i + n - 1] !== ' '; n++)
      grams.add((g += chars[i + n - 1]));
  }
  return grams;
}

/** The ids in both ascending lists. */
function intersect(a: number[], b: number[]): number[] {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] < b[j]) i++;
    else if (a[i] > b[j]) j++;
    else {
      out.push(a[i]);
      i++;
      j++;
    }
  }
  return out;
}

/** The longest grams indexed: a query up to this long is one posting list, a longer one is checked. */
const LONGEST = 3;

/**
 * Which of many strings contain a substring: postings per 1-, 2- and 3-gram. A query of up to
 * three characters is one posting list; a longer one checks each string in its rarest 3-grams'
 * lists. Exact: the same answer as `includes` over every string.
 */
export class SubstringIndex {
  private postings = new Map<string, number[]>();
  constructor(private readonly strings: readonly string[]) {
    strings.forEach((s, id) => {
      for (const g of gramsOf(s, LONGEST)) {
        const list = this.postings.get(g);
        if (list) list.push(id);
        else this.postings.set(g, [id]);
      }
    });
  }

  /** Ids (ascending) of the strings containing q. */
  find(q: string): number[] {
    const chars = Array.from(q);
    if (chars.length === 0) return [];
    if (chars.length <= LONGEST && !q.includes(' ')) return this.postings.get(q) ?? [];
    // The longest grams of the query's parts between spaces.
    const grams = new Set<string>();
    for (const part of q.split(' ')) {
      const p = Array.from(part);
      const n = Math.min(LONGEST, p.length);
      for (let i = 0; n > 0 && i + n <= p.length; i++) grams.add(p.slice(i, i + n).join(''));
    }
    const lists = [...grams].map((g) => this.postings.get(g) ?? []).sort((a, b) => a.length - b.length);
    // The rarest gram's list, intersected with the next rarest's unless that is much longer;
    // a query of spaces only: every string.
    const candidates =
      lists.length === 0
        ? this.strings.map((_, id) => id)
        : lists.length === 1 || lists[1].length > 8 * lists[0].length
          ? lists[0]
          : intersect(lists[0], lists[1]);
    return candidates.filter((id) => this.strings[id].includes(q));
  }
}
