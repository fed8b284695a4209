// Table types for Kysely. Column names are snake_case; repositories map rows to API shapes.
import type { Generated } from 'kysely';

export interface DictEntryTable {
  id: Generated<number>;
  code: string;
  dict_key: string;
  dict_value: string;
  sort: number;
}

export interface Database {
  dict_entry: DictEntryTable;
}
