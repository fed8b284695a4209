// A 审核员's decision in server tests, through the console's calls (claim, then decide with a
// reason), and an inquiry that a buyer submits and a 审核员 approves: every inquiry waits in
// 询价审核 until one does (docs/sections/inquiry.md).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { inquiry, type InquiryForm, type SavedInquiry } from '../../src/api/inquiry';
import { ops } from '../../src/api/ops';
import type { Decision } from '../../src/api/ops-dicts';
import type { Db } from '../../src/server/db';
import { body } from './inquiry-helpers';
import { send } from './mall-helpers';
import { opsSessionOf } from './ops-helpers';

interface App {
  app: FastifyInstance;
  db: Db;
}

/** Claims the item as `account` (a seeded 审核员) and decides it; the decide call's answer. */
export async function reviewed(
  t: App,
  kind: string,
  id: number,
  decision: Decision,
  reason = '资料核对无误',
  account = 'shenhe01',
): Promise<LightMyRequestResponse> {
  const h = await opsSessionOf(t.db, account);
  body(await send(t.app, ops.claim, { kind, id }, h));
  return send(t.app, ops.decide, { kind, id, decision, reason }, h);
}

/** The buyer submits the form (pending_review) and a 审核员 approves it: published. */
export async function publishedInquiry(
  t: App,
  form: InquiryForm,
  buyer: Record<string, string>,
): Promise<SavedInquiry> {
  const saved = body<SavedInquiry>(await send(t.app, inquiry.submit, form, buyer));
  expect(saved.state).toBe('pending_review');
  body(await reviewed(t, 'inquiry', saved.id, 'approve'));
  const row = await t.db.selectFrom('inquiry').select('status').where('id', '=', saved.id).executeTakeFirstOrThrow();
  expect(row.status).toBe('published');
  return { ...saved, state: 'published', stateName: '报价中' };
}
