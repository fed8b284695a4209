// Shared steps of the tender server tests: a clock that starts on a Thursday 17:00 Beijing (so
// +19, +20 and +25 days are working days, +24 a Sunday), a valid tender form, a PDF voucher upload, and a
// tender walked to a given step (registered, approved, margin confirmed).
import type { FastifyInstance } from 'fastify';
import { tender, type ParticipationStatus, type TenderForm } from '../../src/api/tender';
import type { Db } from '../../src/server/db';
import { TEST_NOW } from './helpers';
import { body, DAY, demo, makeCompany, tenderForm, type TestCompany } from './inquiry-helpers';
import { send } from './mall-helpers';
import { uploaded } from './upload-helpers';

/** The first Thursday 09:00 UTC (17:00 Beijing) after the seed's clock. */
export function thursday(): number {
  let t = TEST_NOW + 9 * 3_600_000;
  while (new Date(t).getUTCDay() !== 4) t += DAY;
  return t;
}

export const formAt = (nowMs: number, over: Partial<TenderForm> = {}): TenderForm =>
  tenderForm(nowMs, { documents: [], ...over });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** A private PDF upload of the member's company; answers its attachId. */
export async function pdf(
  app: FastifyInstance,
  headers: Record<string, string>,
  name = '保证金凭证.pdf',
): Promise<string> {
  return (await uploaded(app, headers, { filename: name, bytes: PDF })).attachId;
}

/** The 报价单 a bid on a formAt tender must carry (its required document), as a fresh upload. */
export const quote = async (app: FastifyInstance, headers: Record<string, string>) => [
  { kind: 'quote', attachId: await pdf(app, headers, '报价单.pdf') },
];

export async function publishAs(
  app: FastifyInstance,
  db: Db,
  nowMs: number,
  over: Partial<TenderForm> = {},
): Promise<number> {
  return body<{ id: number }>(await send(app, tender.publish, formAt(nowMs, over), await demo.buyer(db))).id;
}

export const statusOf = async (app: FastifyInstance, id: number, headers: Record<string, string>) =>
  body<ParticipationStatus>(await send(app, tender.marginStatus, { tenderId: id }, headers));

export type { TestCompany };
export { makeCompany };
