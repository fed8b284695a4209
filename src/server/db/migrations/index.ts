// Every migration, in order. Names sort; never edit one that has shipped, add the next.
import type { Migration } from 'kysely';
import * as m0001 from './0001_dictionary';
import * as m0002 from './0002_cms';
import * as m0003 from './0003_region';
import * as m0004 from './0004_product';
import * as m0005 from './0005_share';
import * as m0006 from './0006_region_pinyin';
import * as m0100 from './0100_members';
import * as m0101 from './0101_rate_counters';
import * as m0110 from './0110_consent';
import * as m0200 from './0200_mall';
import * as m0201 from './0201_goods_facet_count';
import * as m0202 from './0202_gram_attributes';
import * as m0203 from './0203_one_default_address';
import * as m0300 from './0300_goods_search';
import * as m0400 from './0400_inquiry';
import * as m0401 from './0401_tender';
import * as m0500 from './0500_upload';

export const migrations: Record<string, Migration> = {
  '0001_dictionary': m0001,
  '0002_cms': m0002,
  '0003_region': m0003,
  '0004_product': m0004,
  '0005_share': m0005,
  '0006_region_pinyin': m0006,
  '0100_members': m0100,
  '0101_rate_counters': m0101,
  '0110_consent': m0110,
  '0200_mall': m0200,
  '0201_goods_facet_count': m0201,
  '0202_gram_attributes': m0202,
  '0203_one_default_address': m0203,
  '0300_goods_search': m0300,
  '0400_inquiry': m0400,
  '0401_tender': m0401,
  '0500_upload': m0500,
};
