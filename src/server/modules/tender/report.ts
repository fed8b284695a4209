// The evaluation report (评标报告, 招标投标法 第四十条; 实施条例 第五十三条): once every drawn expert
// has submitted, the system totals the sheets (scores.ts), ranks the valid bids and names at most
// three ranked candidates, which starts their publicity of at least 3 days (实施条例 第五十四条;
// objections as award.ts handles them). One conditional write on the committee (report_at is
// null), so of two last submissions landing together exactly one writes the report.
import type { Db } from '../../db';
import { about, notify } from '../../floor/notices';
import { DAY, shownTime, stampOf } from '../../floor/time';
import { formatYuan, parties } from './award';
import { LEGAL } from './clocks';
import { bidsOf, MAX_CANDIDATES, rankBids, sheetOf, sheetsOf } from './scores';

const line = (r: {
  rank: number;
  companyName: string;
  price: number;
  total: number | null;
  evaluatedPrice: number | null;
}) =>
  `第${r.rank}名：${r.companyName}，投标报价 ${formatYuan(r.price)}，${
    r.total !== null ? `综合得分 ${r.total.toFixed(2)}` : `评审价格 ${formatYuan(r.evaluatedPrice ?? r.price)}`
  }`;

/** Writes the report when every expert has submitted; a no-op otherwise or when it is written. */
export async function writeReport(db: Db, tenderId: number, nowMs: number): Promise<boolean> {
  const members = await db
    .selectFrom('tender_committee_member')
    .select(['submitted_at'])
    .where('tender_id', '=', tenderId)
    .where('kind', '=', '1')
    .execute();
  if (members.length === 0 || members.some((m) => m.submitted_at === null)) return false;
  const bids = await bidsOf(db, tenderId);
  const report = rankBids(
    await sheetOf(db, tenderId),
    bids.map((b) => ({
      companyId: b.company_id,
      companyName: b.name,
      price: Number(b.price),
      submittedAt: b.submitted_at,
    })),
    await sheetsOf(db, tenderId),
    members.length,
  );
  const candidates = report.filter((r) => r.rank > 0 && r.rank <= MAX_CANDIDATES);
  const now = stampOf(nowMs);
  const end = stampOf(nowMs + LEGAL.publicityMinDays * DAY);
  const lines = candidates.map(line);
  const content = `${lines.join('\n')}\n公示期自 ${shownTime(now)} 至 ${shownTime(end)}，投标人对公示结果有异议的，可在公示期内提出。`;
  const t = await db
    .selectFrom('tender')
    .select(['title', 'company_id'])
    .where('id', '=', tenderId)
    .executeTakeFirstOrThrow();
  const written = await db.transaction().execute(async (tx) => {
    const res = await tx
      .updateTable('tender_committee')
      .set({ report_at: now, report: JSON.stringify(report) })
      .where('tender_id', '=', tenderId)
      .where('report_at', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    if (candidates.length === 0) return true;
    await tx
      .insertInto('tender_candidate')
      .values(candidates.map((c) => ({ tender_id: tenderId, company_id: c.companyId, rank: c.rank, price: c.price })))
      .execute();
    await tx
      .updateTable('tender')
      .set({ publicity_start: now, publicity_end: end })
      .where('id', '=', tenderId)
      .where('publicity_start', 'is', null)
      .execute();
    await tx.insertInto('tender_notice').values({ tender_id: tenderId, kind: '3', content, created_at: now }).execute();
    return true;
  });
  if (!written) return false;
  await notify(
    db,
    [{ companyId: t.company_id }],
    `评标报告已提交：${t.title}`,
    candidates.length
      ? `「${t.title}」评标委员会已完成评标，推荐中标候选人：\n${lines.join('\n')}\n中标候选人公示已开始。`
      : `「${t.title}」评标委员会否决了全部投标，没有中标候选人，请依法重新招标（招标投标法 第四十二条）。`,
    about('tender', tenderId),
  );
  if (candidates.length)
    await notify(
      db,
      await parties(db, tenderId),
      `中标候选人公示：${t.title}`,
      `「${t.title}」中标候选人公示：\n${lines.join('\n')}`,
      about('tender', tenderId),
    );
  return true;
}
