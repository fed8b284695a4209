// The fast_city dictionary: every prefecture-level city of the shared region list (level 2, the
// municipalities' 市辖区 rows named after the city; the 省直辖县级行政区划 groupings are no city),
// with the list's pinyin and initials, hot cities flagged, sorted by pinyin.
import type { Tx } from '../../../db/seed/util';

/** 热门城市, in the picker's order. */
export const HOT_CITIES = [
  '110100',
  '310100',
  '440100',
  '440300',
  '330100',
  '320100',
  '510100',
  '420100',
  '500100',
  '610100',
  '320500',
  '120100',
];

export async function fastCityRows(tx: Tx) {
  const cities = await tx
    .selectFrom('region as c')
    .innerJoin('region as p', 'p.code', 'c.parent_code')
    .select(['c.code', 'c.name', 'c.pinyin', 'c.initials', 'p.name as province_name'])
    .where('c.level', '=', 2)
    .execute();
  return cities
    .filter((c) => !c.name.includes('直辖') && c.pinyin !== '')
    .sort((a, b) => a.pinyin.localeCompare(b.pinyin) || a.code.localeCompare(b.code))
    .map((c, i) => ({
      code: c.code,
      dict_key: c.name,
      dict_value: c.code,
      province_name: c.province_name,
      pinyin: c.pinyin,
      initials: c.initials,
      hot: HOT_CITIES.includes(c.code) ? 1 : 0,
      sort: i + 1,
    }));
}
