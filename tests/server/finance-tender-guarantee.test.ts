// 投标保函 and their tender (issue 45), both dialects: the tender of a guarantee found by id or by
// its number (checked against the tender's own), and a guarantee issued on the institution's desk
// read back for its tender by issuedGuaranteesOfTender.
import { expect, it } from 'vitest';
import { finance } from '../../src/api/finance';
import { issuedGuaranteesOfTender, tenderOfGuarantee } from '../../src/server/floor/tender-guarantees';
import { tenderNo } from '../../src/server/floor/tender-status';
import { eachDialect, useApp } from './helpers';
import { body, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { opsSessionOf } from './ops-helpers';

eachDialect('finance bid guarantees of a tender', (dialect) => {
  const t = useApp(dialect);
  useClock();

  it('finds the tender by id or number and lists the guarantees issued for it', async () => {
    const tender = await t.db
      .selectFrom('tender')
      .select(['id', 'publish_time'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const no = tenderNo(tender.id, tender.publish_time);
    expect(await tenderOfGuarantee(t.db, { tenderId: tender.id })).toEqual({ id: tender.id, tenderNo: no });
    expect(await tenderOfGuarantee(t.db, { tenderNo: no })).toEqual({ id: tender.id, tenderNo: no });
    expect(await tenderOfGuarantee(t.db, { tenderId: tender.id, tenderNo: 'ZB20200101000001' })).toBeUndefined();
    expect(await tenderOfGuarantee(t.db, { tenderNo: 'ZB2026' })).toBeUndefined();

    // Seeded application 1: a 保函服务 application at the first institution, 已提交.
    await t.db
      .updateTable('finance_application')
      .set({
        tender_id: tender.id,
        tender_no: no,
        beneficiary: '招标人',
        margin_amount: 80000,
        valid_until: '2027-06-30',
      })
      .where('id', '=', 1)
      .execute();
    expect(await issuedGuaranteesOfTender(t.db, tender.id)).toEqual([]);
    const desk = await opsSessionOf(t.db, 'jigou01');
    for (const step of [
      { action: 'accept' },
      { action: 'approve', amountWan: 8, ratePercent: 0.5, termMonths: 6 },
      { action: 'disburse' },
    ])
      body(await send(t.app, finance.deskDecide, { id: 1, ...step }, desk));
    const issued = await issuedGuaranteesOfTender(t.db, tender.id);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ marginAmount: 80000, validUntil: '2027-06-30' });
    expect(issued[0].institutionName).toBe('中国建设银行股份有限公司江苏省分行');
  });
});
