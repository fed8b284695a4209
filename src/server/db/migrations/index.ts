// Every migration, in order. Names sort; never edit one that has shipped, add the next.
import type { Migration } from 'kysely';
import * as m0001 from './0001_dictionary';

export const migrations: Record<string, Migration> = {
  '0001_dictionary': m0001,
};
