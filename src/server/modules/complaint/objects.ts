// What a complaint can be about: for each kind, the object's title and the company behind it
// while it is public (undefined otherwise: a draft, a listing held for review or taken down), the
// notice link where its page declares one, and the take-down an upheld complaint applies where
// the section has a state for it (closed / delisted; other objects stay and their owner is told).
import { COMPLAINT_OBJECT_NAMES, type ComplaintObject } from '../../../api/complaint';
import type { Db } from '../../db';
import { about, type NoticeAbout } from '../../floor/notices';

export interface Reported {
  title: string;
  ownerCompanyId: number | null;
}

interface ObjectKind {
  find(db: Db, id: number): Promise<Reported | undefined>;
  about?: (id: number) => NoticeAbout;
  /** Takes the listing down (one conditional update); true when it did. */
  takeDown?: (db: Db, id: number) => Promise<boolean>;
}

const one = async <T>(rows: Promise<T | undefined>, map: (r: T) => Reported | undefined) => {
  const r = await rows;
  return r ? map(r) : undefined;
};
const changed = (r: { numUpdatedRows: bigint } | undefined) => Number(r?.numUpdatedRows ?? 0) > 0;

export const OBJECT_KINDS: Record<ComplaintObject, ObjectKind> = {
  goods: {
    find: (db, id) =>
      one(db.selectFrom('goods').select('name').where('id', '=', id).executeTakeFirst(), (r) => ({
        title: r.name,
        ownerCompanyId: null,
      })),
  },
  shop: {
    find: (db, id) =>
      one(db.selectFrom('shop').select('name').where('id', '=', id).executeTakeFirst(), (r) => ({
        title: r.name,
        ownerCompanyId: null,
      })),
  },
  inquiry: {
    find: (db, id) =>
      one(
        db
          .selectFrom('inquiry')
          .select(['title', 'buyer_company_id', 'status'])
          .where('id', '=', id)
          .executeTakeFirst(),
        (r) =>
          ['published', 'closed', 'withdrawn'].includes(r.status)
            ? { title: r.title, ownerCompanyId: r.buyer_company_id }
            : undefined,
      ),
    about: (id) => about('inquiry', id),
  },
  tender: {
    find: (db, id) =>
      one(db.selectFrom('tender').select(['title', 'company_id']).where('id', '=', id).executeTakeFirst(), (r) => ({
        title: r.title,
        ownerCompanyId: r.company_id,
      })),
    about: (id) => about('tender', id),
  },
  device: {
    find: (db, id) =>
      one(
        db.selectFrom('device_supply').select(['title', 'company_id', 'state']).where('id', '=', id).executeTakeFirst(),
        (r) =>
          r.state === 'pending_review' || r.state === 'closed'
            ? undefined
            : { title: r.title, ownerCompanyId: r.company_id },
      ),
    about: (id) => about('device', id),
    takeDown: async (db, id) =>
      changed(
        await db
          .updateTable('device_supply')
          .set({ state: 'closed', review_note: '经举报核实，已由平台下架' })
          .where('id', '=', id)
          .where('state', 'in', ['published', 'rented', 'expired'])
          .executeTakeFirst(),
      ),
  },
  deviceNeed: {
    find: (db, id) =>
      one(
        db.selectFrom('device_need').select(['title', 'company_id', 'state']).where('id', '=', id).executeTakeFirst(),
        (r) =>
          r.state === 'pending_review' || r.state === 'closed'
            ? undefined
            : { title: r.title, ownerCompanyId: r.company_id },
      ),
    about: (id) => about('deviceNeed', id),
    takeDown: async (db, id) =>
      changed(
        await db
          .updateTable('device_need')
          .set({ state: 'closed', review_note: '经举报核实，已由平台下架' })
          .where('id', '=', id)
          .where('state', 'in', ['published', 'rented', 'expired'])
          .executeTakeFirst(),
      ),
  },
  laborJob: {
    find: (db, id) =>
      one(
        db.selectFrom('labor_job').select(['title', 'company_id', 'status']).where('id', '=', id).executeTakeFirst(),
        (r) =>
          r.status === 'pending_review' || r.status === 'rejected'
            ? undefined
            : { title: r.title, ownerCompanyId: r.company_id },
      ),
    about: (id) => about('laborJob', id),
  },
  project: {
    find: (db, id) =>
      one(
        db
          .selectFrom('project_package')
          .select(['project_name', 'company_id', 'status'])
          .where('id', '=', id)
          .executeTakeFirst(),
        (r) => (r.status === 'pending_review' ? undefined : { title: r.project_name, ownerCompanyId: r.company_id }),
      ),
    about: (id) => about('project', id),
    takeDown: async (db, id) =>
      changed(
        await db
          .updateTable('project_package')
          .set({ status: 'closed' })
          .where('id', '=', id)
          .where('status', '=', 'published')
          .executeTakeFirst(),
      ),
  },
  ground: {
    find: (db, id) =>
      one(
        db
          .selectFrom('ground_site')
          .select(['company_name', 'address', 'company_id', 'state'])
          .where('id', '=', id)
          .executeTakeFirst(),
        (r) =>
          r.state === 'listed'
            ? { title: `${r.company_name}（${r.address}）`, ownerCompanyId: r.company_id }
            : undefined,
      ),
    about: (id) => about('ground', id),
    takeDown: async (db, id) =>
      changed(
        await db
          .updateTable('ground_site')
          .set({ state: 'delisted' })
          .where('id', '=', id)
          .where('state', '=', 'listed')
          .executeTakeFirst(),
      ),
  },
  company: {
    find: (db, id) =>
      one(db.selectFrom('companies').select('name').where('id', '=', id).executeTakeFirst(), (r) => ({
        title: r.name,
        ownerCompanyId: id,
      })),
  },
};

export const objectName = (kind: ComplaintObject) => COMPLAINT_OBJECT_NAMES[kind];
