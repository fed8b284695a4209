// Saved supply searches (kind `devices`) told about a newly published machine: the saved
// filters against the listing's facts, with the same meaning as the supply list's SQL filters
// (cards.ts), and the notice linking to the machine's card.
import type { z } from '../../../api/define';
import type { supplyFilterSchema } from '../../../api/devices';
import type { RentMode } from '../../../api/devices-dicts';
import type { Db } from '../../db';
import { about } from '../../floor/notices';
import { hasKeyword, newListingNotice, notifySavedSearches, sameCode } from '../../floor/saved-searches';

type Filters = Partial<z.output<typeof supplyFilterSchema>>;

export interface SupplyFacts {
  title: string;
  brand: string;
  model: string;
  ownerName: string;
  categoryCode: string;
  typeCode: string;
  specValue: number;
  prices: Record<RentMode, number | null | undefined>;
  year: number;
  withOperator: boolean;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  availableFrom: string;
  /** Booked day ranges (Beijing days). */
  booked: { from: string; to: string }[];
}

const atLeast = (min: number | null | undefined, v: number) => min == null || v >= min;
const atMost = (max: number | null | undefined, v: number) => max == null || v <= max;

function priceFits(f: Filters, x: SupplyFacts): boolean {
  if (!f.rentMode) return true;
  const price = x.prices[f.rentMode];
  return price != null && atLeast(f.priceMin, price) && atMost(f.priceMax, price);
}

/** Free on every day of the saved window: available by its first day, no booking overlapping it. */
function freeFits(f: Filters, x: SupplyFacts): boolean {
  const from = f.freeFrom ?? f.freeTo;
  const to = f.freeTo ?? f.freeFrom;
  if (!from || !to) return true;
  return x.availableFrom <= from && !x.booked.some((b) => b.from <= to && b.to >= from);
}

export function matchesSupply(f: Filters, x: SupplyFacts): boolean {
  return (
    hasKeyword([x.title, x.brand, x.model, x.ownerName], f.keyword) &&
    sameCode(f.categoryCode, x.categoryCode) &&
    sameCode(f.typeCode, x.typeCode) &&
    sameCode(f.brand, x.brand) &&
    atLeast(f.specMin, x.specValue) &&
    atMost(f.specMax, x.specValue) &&
    priceFits(f, x) &&
    atLeast(f.yearMin, x.year) &&
    (f.withOperator == null || f.withOperator === x.withOperator) &&
    sameCode(f.provinceCode, x.provinceCode) &&
    sameCode(f.cityCode, x.cityCode) &&
    sameCode(f.districtCode, x.districtCode) &&
    freeFits(f, x)
  );
}

/** Notices for every saved supply search (of other companies) the newly published machine matches. */
export const notifySupplySearches = (
  db: Db,
  id: number,
  publisherCompanyId: number,
  facts: SupplyFacts,
): Promise<number> =>
  notifySavedSearches(
    db,
    'devices',
    publisherCompanyId,
    (f) => matchesSupply(f, facts),
    newListingNotice(
      '出租设备',
      facts.title,
      about('device', id),
      `新出租设备「${facts.title}」（${facts.brand}${facts.model ? ` ${facts.model}` : ''}）符合您的订阅条件，点击查看设备详情与租金。`,
    ),
  );
