// The financial institutions' desk (issue 45) on both dialects: a 机构经办 lists and opens only its
// own institution's applications (another's: 404); the whole path 受理 → 补充材料 → the applicant's
// upload and resubmission → 审批通过 → 已放款, each step audited and told in the message centre;
// the supplement's rules; parallel decisions on one application → exactly one wins.
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { finance } from '../../src/api/finance';
import { DESK_MSG, type ApplicationDetail, type DeskRow } from '../../src/api/finance-desk';
import { eachDialect, useApp } from './helpers';
import { body, demo, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { opsSessionOf } from './ops-helpers';
import { image, uploaded } from './upload-helpers';

eachDialect('finance institutions desk', (dialect) => {
  const t = useApp(dialect);
  useClock();
  const institutionOf = async (applicationId: number) =>
    (
      await t.db
        .selectFrom('finance_application as a')
        .innerJoin('finance_product as p', 'p.id', 'a.product_id')
        .select('p.institution_id')
        .where('a.id', '=', applicationId)
        .executeTakeFirstOrThrow()
    ).institution_id;
  const notices = (companyId: number, id: number) =>
    t.db
      .selectFrom('notices')
      .select(['title', 'content', 'link'])
      .where('company_id', '=', companyId)
      .where('object_kind', '=', 'financeApp')
      .where('object_id', '=', id)
      .orderBy('id')
      .execute();

  it('lists only the operator institution’s applications and answers 404 for another’s', async () => {
    const first = await opsSessionOf(t.db, 'jigou01');
    const second = await opsSessionOf(t.db, 'jigou02');
    const page = body<Page<DeskRow>>(await send(t.app, finance.deskList, { size: 100 }, first));
    expect(page.total).toBeGreaterThanOrEqual(6);
    for (const r of page.records) expect(await institutionOf(r.id)).toBe(1);
    const all = await t.db.selectFrom('finance_application').select('id').execute();
    const others = [];
    for (const a of all) if ((await institutionOf(a.id)) !== 1) others.push(a.id);
    expect(others.length).toBeGreaterThan(0);
    for (const id of others) {
      expect(refused(await send(t.app, finance.deskDetail, { id }, first))).toEqual([404, DESK_MSG.missing]);
      expect(refused(await send(t.app, finance.deskDecide, { id, action: 'accept' }, first))[0]).toBe(404);
    }
    const mine = page.records[0].id;
    expect(refused(await send(t.app, finance.deskDetail, { id: mine }, second))).toEqual([404, DESK_MSG.missing]);
    expect(body<ApplicationDetail>(await send(t.app, finance.deskDetail, { id: mine }, first)).id).toBe(mine);
    const supplementing = body<Page<DeskRow>>(await send(t.app, finance.deskList, { status: '5' }, first));
    expect(supplementing.records.map((r) => r.statusName)).toEqual(['补充材料']);
    // A member's token or another role is no desk operator.
    expect((await send(t.app, finance.deskList, {}, await demo.buyer(t.db))).statusCode).toBe(401);
    expect((await send(t.app, finance.deskList, {}, await opsSessionOf(t.db, 'shenhe01'))).statusCode).toBe(403);
  });

  it('walks 受理 → 补充材料 → resubmission → 审批通过 → 已放款 with notices, history and audit', async () => {
    const desk = await opsSessionOf(t.db, 'jigou01');
    const member = await demo.buyer(t.db);
    const id = 1; // seeded: 已提交, the demo buyer's, at the first institution
    const decide = (input: object) => send(t.app, finance.deskDecide, { id, ...input }, desk);
    expect(body<ApplicationDetail>(await decide({ action: 'accept' })).statusName).toBe('受理中');
    expect(refused(await decide({ action: 'accept' }))).toEqual([409, DESK_MSG.moved]);
    expect(refused(await decide({ action: 'supplement', note: '' }))).toEqual([400, DESK_MSG.request]);
    const asked = body<ApplicationDetail>(await decide({ action: 'supplement', note: '请上传近三个月银行流水' }));
    expect(asked).toMatchObject({ statusName: '补充材料', request: '请上传近三个月银行流水' });
    // The applicant sees the request on its application, uploads and resubmits.
    const seen = body<ApplicationDetail>(await send(t.app, finance.application, { id }, member));
    expect(seen).toMatchObject({ status: '5', request: '请上传近三个月银行流水' });
    const file = await uploaded(t.app, member, { filename: 'liushui.png', bytes: await image('png') });
    const back = body<ApplicationDetail>(
      await send(t.app, finance.supplement, { id, materials: [file.attachId], note: '已上传' }, member),
    );
    expect(back.statusName).toBe('受理中');
    expect(back.materials).toContain(file.attachId);
    expect(refused(await decide({ action: 'approve', amountWan: 200 }))).toEqual([400, DESK_MSG.terms]);
    const approved = body<ApplicationDetail>(
      await decide({ action: 'approve', amountWan: 200, ratePercent: 4.35, termMonths: 6 }),
    );
    expect(approved).toMatchObject({
      statusName: '审批通过',
      approved: { amountWan: 200, ratePercent: 4.35, termMonths: 6 },
    });
    expect(body<ApplicationDetail>(await decide({ action: 'disburse' })).statusName).toBe('已放款');
    const mine = body<ApplicationDetail>(await send(t.app, finance.application, { id }, member));
    expect(mine.history.map((h) => [h.action, h.by])).toEqual([
      ['submit', 'applicant'],
      ['accept', 'institution'],
      ['supplement', 'institution'],
      ['resubmit', 'applicant'],
      ['approve', 'institution'],
      ['disburse', 'institution'],
    ]);
    const told = await notices(1, id);
    expect(told.map((n) => n.title)).toEqual([
      '融资申请已受理',
      '请补充融资申请材料',
      '补充材料已提交',
      '融资申请审批通过',
      expect.stringMatching(/^(融资已放款|保函已出具)$/),
    ]);
    expect(told[1].content).toContain('请上传近三个月银行流水');
    expect(told[0].link).toBe(`/financial-service/my-application?id=${id}`);
    const audit = await t.db
      .selectFrom('ops_audit')
      .select(['action', 'role', 'after'])
      .where('object_kind', '=', 'finance-application')
      .where('object_id', '=', id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'finance-accept',
      'finance-supplement',
      'finance-approve',
      'finance-disburse',
    ]);
    expect(audit.every((a) => a.role === 'institution')).toBe(true);
    expect(JSON.parse(audit[2].after)).toMatchObject({ status: '审批通过', approved_amount_wan: 200 });
  });

  it('refuses with a reason only; the applicant reads it', async () => {
    const desk = await opsSessionOf(t.db, 'jigou01');
    const id = 8; // seeded: 受理中 after a supplement, the demo supplier's
    expect(refused(await send(t.app, finance.deskDecide, { id, action: 'refuse', note: ' ' }, desk))).toEqual([
      400,
      DESK_MSG.reason,
    ]);
    const done = body<ApplicationDetail>(
      await send(t.app, finance.deskDecide, { id, action: 'refuse', note: '保证金账户信息不符' }, desk),
    );
    expect(done).toMatchObject({ statusName: '未通过', refuseReason: '保证金账户信息不符' });
    const seen = body<ApplicationDetail>(await send(t.app, finance.application, { id }, await demo.supplier(t.db)));
    expect(seen.refuseReason).toBe('保证金账户信息不符');
    expect((await notices(2, id)).at(-1)?.content).toContain('保证金账户信息不符');
  });

  it('takes a supplement only from its applicant, with its own uploads, while asked', async () => {
    const buyer = await demo.buyer(t.db);
    const supplier = await demo.supplier(t.db);
    const id = 6; // seeded: 补充材料, the demo buyer's
    const own = await uploaded(t.app, buyer, { filename: 'a.png', bytes: await image('png', 32, 32, 1) });
    const theirs = await uploaded(t.app, supplier, { filename: 'b.png', bytes: await image('png', 32, 32, 2) });
    expect(refused(await send(t.app, finance.application, { id }, supplier))[0]).toBe(404);
    expect(refused(await send(t.app, finance.supplement, { id, materials: [own.attachId] }, supplier))[0]).toBe(400);
    expect(refused(await send(t.app, finance.supplement, { id, materials: [theirs.attachId] }, supplier))[0]).toBe(404);
    expect(refused(await send(t.app, finance.supplement, { id, materials: [theirs.attachId] }, buyer))[0]).toBe(400);
    expect(refused(await send(t.app, finance.supplement, { id, materials: [] }, buyer))[0]).toBe(400);
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => send(t.app, finance.supplement, { id, materials: [own.attachId] }, buyer)),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of burst.filter((x) => x.statusCode !== 200)) expect(refused(r)[0]).toBe(409);
  });

  it('lets exactly one of parallel decisions on one application win', async () => {
    const a = await opsSessionOf(t.db, 'jigou01');
    const b = await opsSessionOf(t.db, 'jigou01');
    const id = 2; // seeded: 受理中
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(
          t.app,
          finance.deskDecide,
          i % 2
            ? { id, action: 'approve', amountWan: 100, ratePercent: 4.2, termMonths: 12 }
            : { id, action: 'refuse', note: '资料不全' },
          i % 3 ? a : b,
        ),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of burst.filter((x) => x.statusCode !== 200)) expect(refused(r)).toEqual([409, DESK_MSG.moved]);
    const steps = await t.db
      .selectFrom('finance_application_event')
      .select('action')
      .where('application_id', '=', id)
      .where('action', 'in', ['approve', 'refuse'])
      .execute();
    expect(steps).toHaveLength(1);
    const audits = await t.db
      .selectFrom('ops_audit')
      .select('id')
      .where('object_kind', '=', 'finance-application')
      .where('object_id', '=', id)
      .execute();
    expect(audits).toHaveLength(1);
  });
});
