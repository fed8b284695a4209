// Finding cities by what is typed: Chinese characters in the name, or pinyin (full or its
// initials: hz → 杭州 / 惠州 / 湖州), case-insensitive. Grouping by the pinyin's first letter (A–Z).
import type { ScCity } from '../../../api/sc';

export function matchCities(cities: ScCity[], typed: string): ScCity[] {
  const q = typed.trim().toLowerCase().replace(/\s+/g, '');
  if (!q) return [];
  if (/[^a-z]/.test(q)) return cities.filter((c) => c.dictKey.includes(typed.trim()));
  return cities.filter((c) => c.initials.startsWith(q) || c.pinyin.startsWith(q));
}

export function byLetter(cities: ScCity[]): [string, ScCity[]][] {
  const groups = new Map<string, ScCity[]>();
  for (const c of cities) {
    const letter = (c.initials[0] ?? '#').toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), c]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** 杭州市 → 杭州 (the picker shows short names; 市 stays for names of two characters or fewer once cut). */
export const shortName = (name: string) => (name.length > 2 && name.endsWith('市') ? name.slice(0, -1) : name);
