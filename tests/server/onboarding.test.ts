// Supplier onboarding: a buyer company applies (every field checked, the credit code by its check
// character), is refused every supplier act with how to get certified while it waits, is refused
// with a reason, resubmits, is approved by the console's queue and then quotes; parallel submits
// and decisions move it once; the certification ends with the licence's validity day.
import { expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { inquiry } from '../../src/api/inquiry';
import { member, type NoticeCard } from '../../src/api/member';
import { ops, type QueueItem } from '../../src/api/ops';
import { onboarding, type CertForm, type CertView } from '../../src/api/onboarding';
import { USCC_MSG } from '../../src/api/finance-fields';
import { CERT_MSG, ROLE_MSG } from '../../src/server/floor/members';
import { CERT_MSG as FORM_MSG } from '../../src/server/modules/onboarding/apply';
import { supplierCertQueue } from '../../src/server/modules/onboarding/queue';
import { PENDING_APPLICANT } from '../../src/server/modules/onboarding/seed';
import { eachDialect, useApp } from './helpers';
import { body, DAY, demo, inquiryForm, makeCompany, refused, useClock, type TestCompany } from './inquiry-helpers';
import { send } from './mall-helpers';
import { opsSessionOf } from './ops-helpers';
import { image, uploaded } from './upload-helpers';
import { publishedInquiry } from './review-helpers';

eachDialect('supplier onboarding', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();

  async function formOf(c: TestCompany, over: Partial<CertForm> = {}): Promise<CertForm> {
    const licence = await uploaded(t.app, c.headers, { filename: '营业执照.png', bytes: await image('png') });
    const top = await t.db
      .selectFrom('category')
      .select('id')
      .where('level', '=', 1)
      .orderBy('sort')
      .limit(2)
      .execute();
    return {
      scope: 'both',
      creditCode: '91350100M000100Y43',
      legalPerson: '王建华',
      licenceAttachId: licence.attachId,
      licenceValidUntil: '2040-06-30',
      categoryIds: top.map((r) => r.id),
      provinceCodes: ['320000', '310000'],
      contactName: '王建华',
      contactPhone: '13912345678',
      ...over,
    };
  }
  const submit = (c: TestCompany, f: CertForm) => send(t.app, onboarding.submit, f, c.headers);
  const mine = async (c: TestCompany) => body<CertView | null>(await send(t.app, onboarding.mine, {}, c.headers));
  async function quoteAs(c: TestCompany) {
    const buyer = await demo.buyer(t.db);
    const { id } = await publishedInquiry(t, inquiryForm(clock), buyer);
    const d = body<{ lines: { id: number }[] }>(await send(t.app, inquiry.detail, { id }, buyer));
    const line = { lineId: d.lines[0].id, unitPrice: 3100, taxIncluded: true, deliveryDays: 7 };
    return send(t.app, inquiry.quote, { inquiryId: id, validDays: 30, remark: '', lines: [line] }, c.headers);
  }
  const decide = (id: number, decision: 'approve' | 'refuse', reason = '资料齐全，予以通过') =>
    t.db.transaction().execute((tx) => supplierCertQueue.decide(tx, id, decision, reason));

  it('checks every field: the credit code by its check character, the categories, regions and licence', async () => {
    const c = await makeCompany(t.db, '1');
    const f = await formOf(c);
    expect(refused(await submit(c, { ...f, creditCode: '91350100M000100Y44' }))).toEqual([
      400,
      `参数错误：${USCC_MSG}`,
    ]);
    expect(refused(await submit(c, { ...f, categoryIds: [999_999] }))).toEqual([400, FORM_MSG.categories]);
    expect(refused(await submit(c, { ...f, provinceCodes: ['320100'] }))).toEqual([400, FORM_MSG.provinces]);
    expect(refused(await submit(c, { ...f, licenceValidUntil: '2020-01-01' }))).toEqual([400, FORM_MSG.licenceExpired]);
    const other = await makeCompany(t.db, '1');
    const foreign = (await formOf(other)).licenceAttachId;
    expect(refused(await submit(c, { ...f, licenceAttachId: foreign }))).toEqual([400, FORM_MSG.licence]);
    expect(await mine(c)).toBeNull();
  });

  it('refuses supplier acts until a 审核员 approves, then quotes; refused with a reason, resubmitted', async () => {
    const c = await makeCompany(t.db, '1');
    expect(refused(await quoteAs(c))).toEqual([400, ROLE_MSG.supplier]);
    const f = await formOf(c, { creditCode: '91440300708461136T' });
    const applied = body<CertView>(await submit(c, f));
    expect(applied).toMatchObject({ status: 'pending', statusName: '待审核', scope: 'both', canSubmit: false });
    expect(applied.categories).toHaveLength(2);
    expect(applied.provinces.map((p) => p.code)).toEqual(['310000', '320000']);
    expect(refused(await quoteAs(c))).toEqual([400, CERT_MSG]);
    expect(refused(await submit(c, f))).toEqual([400, FORM_MSG.pending]);

    const pending = await supplierCertQueue.pending(t.db, { keyword: c.name, offset: 0, limit: 10 });
    expect(pending.map((p) => p.id)).toEqual([applied.id]);
    const no = await decide(applied.id, 'refuse', '营业执照照片不清晰');
    expect(no?.notice.content).toContain('营业执照照片不清晰');
    expect(await mine(c)).toMatchObject({ status: 'refused', rejectReason: '营业执照照片不清晰', canSubmit: true });
    expect(refused(await quoteAs(c))).toEqual([400, CERT_MSG]);

    body(await submit(c, await formOf(c, { creditCode: '91440300708461136T' })));
    const yes = await decide(applied.id, 'approve');
    expect(yes?.after).toMatchObject({ status: 'certified' });
    expect(yes?.notice).toMatchObject({ to: [{ companyId: c.companyId }], title: '供应商认证已通过' });
    expect(await decide(applied.id, 'refuse', '重复处理')).toBeUndefined();
    body(await quoteAs(c));
    // Certified as both: it still buys.
    body(await send(t.app, inquiry.submit, inquiryForm(clock), c.headers));
  });

  it('makes a supplier-only company a supplier, and ends with the licence validity day', async () => {
    const c = await makeCompany(t.db, '1');
    const until = new Date(clock.now + 10 * DAY).toISOString().slice(0, 10);
    const { id } = body<CertView>(
      await submit(
        c,
        await formOf(c, { scope: 'supplier', creditCode: '91110000100000589A', licenceValidUntil: until }),
      ),
    );
    await decide(id, 'approve');
    body(await quoteAs(c));
    expect(refused(await send(t.app, inquiry.submit, inquiryForm(clock), c.headers))).toEqual([400, ROLE_MSG.buyer]);
    clock.advance(12 * DAY);
    try {
      expect(refused(await quoteAs(c))).toEqual([400, CERT_MSG]);
      expect(await mine(c)).toMatchObject({ status: 'expired', statusName: '已过期', canSubmit: true });
    } finally {
      clock.advance(-12 * DAY);
    }
  });

  it('saves one of parallel submissions and applies one of parallel decisions', async () => {
    const c = await makeCompany(t.db, '1');
    const forms = await Promise.all([0, 1, 2, 3, 4, 5].map(() => formOf(c, { creditCode: '91320102MA1N2B3C4W' })));
    const answers = await Promise.all(forms.map((f) => submit(c, f)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect(refused(r)).toEqual([400, FORM_MSG.pending]);
    const id = (await mine(c))!.id;
    const decided = await Promise.all([decide(id, 'approve'), decide(id, 'refuse', '并发驳回'), decide(id, 'approve')]);
    expect(decided.filter(Boolean)).toHaveLength(1);
  });

  it('is decided in the console: claimed, approved with a reason, told in the message centre and audited', async () => {
    const c = await makeCompany(t.db, '1');
    const { id } = body<CertView>(await submit(c, await formOf(c, { creditCode: '91320594MA1MXKTX6C' })));
    const reviewer = await opsSessionOf(t.db, 'shenhe01');
    const queue = body<Page<QueueItem>>(
      await send(t.app, ops.queue, { kind: 'supplier-cert', keyword: c.name, current: 1, size: 20 }, reviewer),
    );
    expect(queue.records.map((r) => r.id)).toEqual([id]);
    body(await send(t.app, ops.claim, { kind: 'supplier-cert', id }, reviewer));
    const reason = '营业执照清晰，信息一致';
    body(await send(t.app, ops.decide, { kind: 'supplier-cert', id, decision: 'approve', reason }, reviewer));
    const notices = body<Page<NoticeCard>>(await send(t.app, member.notices, { kind: 'system', size: 5 }, c.headers));
    expect(notices.records[0]).toMatchObject({ title: '供应商认证已通过', objectKind: 'supplierCert', objectId: id });
    const row = await t.db
      .selectFrom('ops_audit')
      .selectAll()
      .where('object_kind', '=', 'supplier-cert')
      .where('object_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ action: 'approve', reason });
    expect(JSON.parse(row.after)).toMatchObject({ status: 'certified' });
    body(await quoteAs(c));
  });

  it('seeds every supplier company certified and one applicant waiting in the queue', async () => {
    const uncertified = await t.db
      .selectFrom('memberships as m')
      .leftJoin('supplier_cert as s', 's.company_id', 'm.company_id')
      .select('m.company_id')
      .where('m.identity', '=', '2')
      .where((eb) => eb.or([eb('s.status', 'is', null), eb('s.status', '!=', 'certified')]))
      .execute();
    expect(uncertified).toEqual([]);
    const waiting = await supplierCertQueue.pending(t.db, {
      keyword: PENDING_APPLICANT.companyName,
      offset: 0,
      limit: 5,
    });
    expect(waiting).toHaveLength(1);
    expect(await supplierCertQueue.count(t.db, '')).toBeGreaterThanOrEqual(1);
    body(await quoteAs({ ...(await makeCompany(t.db, '2')) }));
  });
});
