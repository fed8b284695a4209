// The list's search table (ground_listing, migration 2100): its rows for the seed, and the price
// update's changes to them, so the table always says what ground_site and ground_offer say.
import type { Insertable } from 'kysely';
import type { Db } from '../../db';
import type { GroundListingTable, GroundOfferTable, GroundSiteTable } from './schema';

type SiteRow = Insertable<GroundSiteTable> & { id: number };
type OfferRow = Insertable<GroundOfferTable>;

/** A listed point's rows: its own (material '') and one per offer. */
export function listingRows(sites: SiteRow[], offers: OfferRow[]): Insertable<GroundListingTable>[] {
  const bySite = new Map(sites.filter((s) => s.state === 'listed').map((s) => [s.id, s]));
  const of = (s: SiteRow) => ({
    site_id: s.id,
    company_name: s.company_name,
    address: s.address,
    province_code: s.province_code,
    city_code: s.city_code,
    site_type: s.site_type,
    lat: s.lat,
    lng: s.lng,
    freight: s.freight,
    site_updated: s.price_updated_at,
  });
  const own = [...bySite.values()].map((s) => ({
    ...of(s),
    material: '',
    price: 0,
    unit: '',
    ton_per_cubic: 0,
    updated: s.price_updated_at,
  }));
  const priced = offers.flatMap((o) => {
    const s = bySite.get(o.site_id);
    return s
      ? [
          {
            ...of(s),
            material: o.material_code,
            price: o.price,
            unit: o.unit,
            ton_per_cubic: o.ton_per_cubic,
            updated: o.updated_at,
          },
        ]
      : [];
  });
  return [...own, ...priced];
}

/** After an offer's price changed at `at`: its row, and the point's newest stamp on every row. */
export async function listPrice(tx: Db, siteId: number, material: string, price: number, at: string): Promise<void> {
  await tx
    .updateTable('ground_listing')
    .set({ price, updated: at })
    .where('site_id', '=', siteId)
    .where('material', '=', material)
    .execute();
  await tx
    .updateTable('ground_listing')
    .set({ updated: at })
    .where('site_id', '=', siteId)
    .where('material', '=', '')
    .where('updated', '<', at)
    .execute();
  await tx
    .updateTable('ground_listing')
    .set({ site_updated: at })
    .where('site_id', '=', siteId)
    .where('site_updated', '<', at)
    .execute();
}
