// The last 5 cities picked in this browser (localStorage through src/client/storage.ts), newest first.
import { readStored, writeStored } from '../../../client/storage';

export const RECENT_KEY = 'scRecentCities';
export const RECENT_MAX = 5;

export interface PickedCity {
  code: string;
  name: string;
}

const isList = (v: unknown): v is PickedCity[] =>
  Array.isArray(v) &&
  v.every(
    (c) =>
      c &&
      typeof c === 'object' &&
      typeof (c as PickedCity).code === 'string' &&
      typeof (c as PickedCity).name === 'string',
  );

export const readRecent = (): PickedCity[] => (readStored(RECENT_KEY, isList) ?? []).slice(0, RECENT_MAX);

export function rememberCity(city: PickedCity): PickedCity[] {
  const next = [city, ...readRecent().filter((c) => c.code !== city.code)].slice(0, RECENT_MAX);
  writeStored(RECENT_KEY, next);
  return next;
}
