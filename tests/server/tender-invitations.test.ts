// Issue 46, publish side, on a fake clock: 邀请招标 names ≥ 3 certified invitees (第十七条) and
// admits only an invitee that accepted; 单一来源 published as the form sends it admits only its
// intended supplier after a publicity of 5 working days; a bid without a required document is
// refused naming it; a declined registration is corrected and resubmitted before the deadline.
import { expect, it } from 'vitest';
import { tender, type TenderForm } from '../../src/api/tender';
import { tenderDesk } from '../../src/api/tender-desk';
import { RULE_MSG } from '../../src/api/tender-rules';
import { INVITE_MSG } from '../../src/server/modules/tender/invitations';
import { SINGLE_MSG } from '../../src/server/modules/tender/single-source';
import { eachDialect, useApp } from './helpers';
import { body, DAY, demo, makeCompany, refused, useClock, type TestCompany } from './inquiry-helpers';
import { send } from './mall-helpers';
import { formAt, pdf, statusOf, thursday } from './tender-helpers';

eachDialect('tender invitations, single source, documents, resubmission', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock(thursday());
  const at = (days: number) => new Date(clock.now + days * DAY).toISOString();
  const publishing = async (over: Partial<TenderForm>) =>
    send(t.app, tender.publish, formAt(clock.now, over), await demo.buyer(t.db));
  const register = (id: number, s: TestCompany, note = '') =>
    send(t.app, tender.register, { tenderId: id, note }, s.headers);
  const suppliers = (n: number) => Promise.all(Array.from({ length: n }, () => makeCompany(t.db, '2')));

  it('refuses an invited tender with fewer than three certified invitees (第十七条)', async () => {
    const [a, b] = await suppliers(2);
    const two = { methodCode: '2', invitees: [a.companyId, b.companyId] };
    expect(refused(await publishing(two))).toEqual([400, RULE_MSG.invitees]);
    const uncertified = await makeCompany(t.db, '2', { certified: false });
    expect(refused(await publishing({ ...two, invitees: [...two.invitees, uncertified.companyId] }))).toEqual([
      400,
      RULE_MSG.inviteeCert,
    ]);
    expect(refused(await publishing({ invitees: [a.companyId, b.companyId, uncertified.companyId] }))).toEqual([
      400,
      RULE_MSG.inviteesOnly,
    ]);
  });

  it('admits only invitees that accepted; the notice says so', async () => {
    const [a, b, c] = await suppliers(3);
    const id = body<{ id: number }>(
      await publishing({ methodCode: '2', invitees: [a.companyId, b.companyId, c.companyId] }),
    ).id;
    const d = body<{ participationNote: string }>(await send(t.app, tender.detail, { id }, {}));
    expect(d.participationNote).toBe('邀请招标（仅限受邀单位参加）');
    const outsider = (await suppliers(1))[0];
    expect(refused(await register(id, outsider))).toEqual([403, INVITE_MSG.notInvited]);
    expect(await statusOf(t.app, id, outsider.headers)).toMatchObject({ canRegister: false, invitation: null });
    expect(refused(await register(id, a))).toEqual([400, INVITE_MSG.pending]);
    expect(await statusOf(t.app, id, a.headers)).toMatchObject({ invitation: { status: '0', canAnswer: true } });
    // Parallel answers make one change.
    const answers = await Promise.all(
      [true, true, true].map((accept) => send(t.app, tender.answerInvitation, { tenderId: id, accept }, a.headers)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(body<{ canRegister: boolean }>(answers.find((r) => r.statusCode === 200)!).canRegister).toBe(true);
    expect(body<{ registrationStatus: string }>(await register(id, a)).registrationStatus).toBe('0');
    body(await send(t.app, tender.answerInvitation, { tenderId: id, accept: false, note: '产能已满' }, b.headers));
    expect(refused(await register(id, b))).toEqual([400, INVITE_MSG.declined]);
    expect(
      refused(await send(t.app, tender.answerInvitation, { tenderId: id, accept: true }, outsider.headers)),
    ).toEqual([400, INVITE_MSG.notInvited]);
  });

  it('publishes 单一来源 as the form sends it; only the intended supplier registers, after the publicity', async () => {
    const [intended, other] = await suppliers(2);
    // Thursday 17:00 + 5 working days = next Thursday 17:00 (a calendar week).
    const form = {
      methodCode: '5',
      registrationDeadline: at(7),
      bidDeadline: at(12),
      singleSourceCompanyId: intended.companyId,
      singleSourceReason: '与原有系统配套，只能由原供应商提供',
    };
    expect(refused(await publishing({ ...form, registrationDeadline: at(6) }))[1]).toMatch(/5 个工作日/);
    expect(refused(await publishing({ ...form, singleSourceReason: '' }))).toEqual([400, RULE_MSG.singleReason]);
    const id = body<{ id: number }>(await publishing(form)).id;
    const d = body<{ singleSource: { companyName: string } | null }>(await send(t.app, tender.detail, { id }, {}));
    expect(d.singleSource?.companyName).toBe(intended.name);
    expect(refused(await register(id, other))).toEqual([403, SINGLE_MSG.notIntended]);
    expect(refused(await register(id, intended))[0]).toBe(400);
    // An objection during the publicity holds the registration until it is answered.
    body(
      await send(t.app, tender.singleSourceObject, { tenderId: id, content: '我公司也能提供同类产品' }, other.headers),
    );
    clock.advance(7 * DAY);
    expect(
      refused(await send(t.app, tender.singleSourceObject, { tenderId: id, content: '迟到' }, other.headers)),
    ).toEqual([400, SINGLE_MSG.window]);
    expect(refused(await register(id, intended))).toEqual([400, SINGLE_MSG.objections]);
    const row = await t.db
      .selectFrom('tender_objection')
      .select('id')
      .where('tender_id', '=', id)
      .executeTakeFirstOrThrow();
    body(
      await send(
        t.app,
        tenderDesk.answer,
        { objectionId: row.id, answer: '经论证仅原供应商可满足兼容要求' },
        await demo.buyer(t.db),
      ),
    );
    expect(body<{ registered: boolean }>(await register(id, intended)).registered).toBe(true);
    expect(refused(await register(id, other))).toEqual([403, SINGLE_MSG.notIntended]);
  });

  it('refuses a bid without a required document, naming it', async () => {
    const id = body<{ id: number }>(await publishing({ marginAmount: 0, requiredDocs: ['business', 'quote'] })).id;
    const [s] = await suppliers(1);
    body(await register(id, s));
    body(
      await send(
        t.app,
        tenderDesk.review,
        { tenderId: id, companyId: s.companyId, approve: true },
        await demo.buyer(t.db),
      ),
    );
    const quote = { kind: 'quote', attachId: await pdf(t.app, s.headers, '报价单.pdf') };
    const bid = (documents: { kind: string; attachId: string }[]) =>
      send(t.app, tenderDesk.bid, { tenderId: id, price: 1_000_000, durationDays: 90, documents }, s.headers);
    expect(refused(await bid([quote]))).toEqual([400, '投标文件不完整，缺少：商务标']);
    expect(refused(await bid([]))).toEqual([400, '投标文件不完整，缺少：商务标、报价单']);
    const business = { kind: 'business', attachId: await pdf(t.app, s.headers, '商务标.pdf') };
    body(await bid([business, quote]));
    const own = await statusOf(t.app, id, s.headers);
    expect(own.bid?.documents.map((f) => f.kind)).toEqual(['business', 'quote']);
    expect(refused(await publishing({ requiredDocs: [] }))[0]).toBe(400);
  });

  it('resubmits a declined registration with its correction before the deadline, not after', async () => {
    const id = body<{ id: number }>(await publishing({})).id;
    const [s] = await suppliers(1);
    body(await register(id, s));
    body(
      await send(
        t.app,
        tenderDesk.review,
        { tenderId: id, companyId: s.companyId, approve: false, reason: '资质证书已过期' },
        await demo.buyer(t.db),
      ),
    );
    expect(await statusOf(t.app, id, s.headers)).toMatchObject({ registrationStatus: '2', canResubmit: true });
    const again = await Promise.all([1, 2, 3].map(() => register(id, s, '已上传有效期内的资质证书')));
    expect(again.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await statusOf(t.app, id, s.headers)).toMatchObject({ registrationStatus: '0', canResubmit: false });
    body(
      await send(
        t.app,
        tenderDesk.review,
        { tenderId: id, companyId: s.companyId, approve: false, reason: '仍不符合' },
        await demo.buyer(t.db),
      ),
    );
    clock.advance(9 * DAY);
    expect(await statusOf(t.app, id, s.headers)).toMatchObject({ registrationStatus: '2', canResubmit: false });
    expect(refused(await register(id, s, '再试'))[0]).toBe(400);
  });

  it('seeds invitations that keep every rule: ≥ 3 invitees, participants accepted, single source only its supplier', async () => {
    const invited = await t.db
      .selectFrom('tender')
      .select(['id', 'company_id'])
      .where('method_code', '=', '2')
      .execute();
    const invitations = await t.db.selectFrom('tender_invitation').selectAll().execute();
    expect(invited.length).toBeGreaterThan(10);
    for (const tn of invited) {
      const mine = invitations.filter((i) => i.tender_id === tn.id);
      expect(mine.length, String(tn.id)).toBeGreaterThanOrEqual(3);
      for (const i of mine) expect(i.company_id, String(tn.id)).not.toBe(tn.company_id);
    }
    expect(new Set(invitations.map((i) => i.status))).toEqual(new Set(['0', '1', '2']));
    // Invitees are certified suppliers (第十七条: 具备承担招标项目的能力), as the single-source supplier is.
    const certified = new Set(
      (await t.db.selectFrom('supplier_cert').select('company_id').where('status', '=', 'certified').execute()).map(
        (c) => c.company_id,
      ),
    );
    const named = await t.db
      .selectFrom('tender')
      .select('single_source_company_id as id')
      .where('single_source_company_id', 'is not', null)
      .execute();
    expect(invitations.filter((i) => !certified.has(i.company_id))).toEqual([]);
    expect(named.filter((n) => !certified.has(n.id!))).toEqual([]);
    expect(invitations.some((i) => i.company_id === 2 && i.status === '0')).toBe(true);
    const parts = await t.db
      .selectFrom('tender_participation as p')
      .innerJoin('tender as tn', 'tn.id', 'p.tender_id')
      .select(['p.tender_id', 'p.company_id', 'tn.method_code', 'tn.single_source_company_id'])
      .where('tn.method_code', 'in', ['2', '5'])
      .execute();
    for (const p of parts)
      if (p.method_code === '2')
        expect(
          invitations.some((i) => i.tender_id === p.tender_id && i.company_id === p.company_id && i.status === '1'),
          `${p.tender_id}/${p.company_id}`,
        ).toBe(true);
      else expect(p.company_id).toBe(p.single_source_company_id);
  });
});
