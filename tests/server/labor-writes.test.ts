// Labour member writes on both dialects: the certificate number rule (table-driven), the
// fee-scam guard (held for review), publishing job posts and worker cards and finding them on
// the boards (and the saved searches it matches told), one open card per member under parallel requests, status moves, contact reveals
// that tell the other side once, reports counted once, and bad JSON bodies refused with a 400.
import { describe, expect, it } from 'vitest';
import type { Page } from '../../src/api/define';
import { labor, type JobDetail, type WorkerCard } from '../../src/api/labor';
import { laborMember, type JobForm, type SavedListing, type WorkerForm } from '../../src/api/labor-member';
import { certProblem } from '../../src/api/labor-trades';
import { savedSearch } from '../../src/api/saved-search';
import { eachDialect, useApp } from './helpers';
import { body, makeCompany, refused, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { dayOf, jobFormOf, workerFormOf } from './labor-helpers';

describe('certificate number rule', () => {
  const electrician = ['1101'];
  it.each([
    ['苏A012019000123', '320000', '01', electrician, ''],
    ['苏A012019000123', '330000', '01', electrician, '省份简称'],
    ['苏A052019000123', '320000', '01', electrician, '类别代码'],
    ['苏A012031000123', '320000', '01', electrician, '年份'],
    ['苏A012005000123', '320000', '01', electrician, '年份'],
    ['苏a012019000123', '320000', '01', electrician, '格式不正确'],
    ['苏A0120190001', '320000', '01', electrician, '格式不正确'],
    ['苏A052019000123', '320000', '05', electrician, '塔吊司机'],
    ['晋A052019000001', '140000', '05', ['1503'], ''],
    ['川B112020000456', '510000', '11', ['0801'], ''],
  ])('%s (%s, type %s)', (number, provinceCode, typeCode, trades, problem) => {
    const got = certProblem({ number, provinceCode, typeCode }, trades, 2026);
    if (problem) expect(got).toContain(problem);
    else expect(got).toBe('');
  });
});

eachDialect('labour writes', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const day = dayOf(clock);
  const job = (over: Partial<JobForm> = {}) => jobFormOf(clock, over);
  const worker = (over: Partial<WorkerForm> = {}) => workerFormOf(clock, over);

  it('publishes a job post; fee words are held for review; unverified companies are refused', async () => {
    const me = await makeCompany(t.db, '1');
    const watcher = await makeCompany(t.db, '2');
    const search = (filters: object) =>
      send(t.app, savedSearch.save, { kind: 'labor', name: '南京钢筋', filters }, watcher.headers);
    expect(refused(await search({ wageUnit: '元/年' }))[1]).toContain('筛选条件的工资单位');
    body(await search({ trades: '06', provinceCode: '320000', wageUnit: '元/天', wageMin: 400 }));
    body(await search({ trades: '10' }));
    const saved = body<SavedListing>(await send(t.app, laborMember.saveJob, job(), me.headers));
    const told = await t.db.selectFrom('notices').select('title').where('company_id', '=', watcher.companyId).execute();
    expect(told.map((n) => n.title)).toEqual(['您订阅的「南京钢筋」有新招工：南京江北安置房项目招钢筋工10名']);
    expect(saved.state).toBe('recruiting');
    const found = body<Page<{ id: number }>>(
      await send(t.app, labor.recruitPage, { keyword: '南京江北安置房', trades: '06' }),
    );
    expect(found.records.map((r) => r.id)).toContain(saved.id);
    const d = body<JobDetail>(await send(t.app, labor.recruitDetail, { id: saved.id }));
    expect(d.employerCard.wageAccount).toBe(true);
    const held = body<SavedListing>(
      await send(t.app, laborMember.saveJob, job({ description: '入场先交报名费200元' }), me.headers),
    );
    expect(held.state).toBe('pending_review');
    expect(held.note).toContain('人工审核');
    expect(refused(await send(t.app, labor.recruitDetail, { id: held.id }))[0]).toBe(404);
    const unverified = await makeCompany(t.db, '1', { verified: false });
    expect(refused(await send(t.app, laborMember.saveJob, job(), unverified.headers))).toEqual([
      400,
      expect.stringContaining('企业认证'),
    ]);
    expect(refused(await send(t.app, laborMember.saveJob, job({ startDate: day(-2) }), me.headers))[0]).toBe(400);
    expect(
      refused(await send(t.app, laborMember.saveJob, job({ wageMin: 500, wageMax: 400 }), me.headers))[1],
    ).toContain('最高工资');
    expect(refused(await send(t.app, laborMember.saveJob, job({ cityCode: '330100' }), me.headers))[1]).toContain(
      'cityCode',
    );
    for (const bad of [{ headcount: '10' }, { trades: ['9999'] }, { wageUnit: '元/年' }, { wageAccount: 1 }]) {
      expect(refused(await send(t.app, laborMember.saveJob, { ...job(), ...bad }, me.headers))[0]).toBe(400);
    }
    const moved = body<SavedListing>(
      await send(t.app, laborMember.setStatus, { kind: 'job', id: saved.id, action: 'full' }, me.headers),
    );
    expect(moved.state).toBe('full');
    expect(
      refused(
        await send(t.app, laborMember.setStatus, { kind: 'job', id: saved.id, action: 'withdraw' }, me.headers),
      )[0],
    ).toBe(400);
    const other = await makeCompany(t.db, '1');
    expect(
      refused(
        await send(t.app, laborMember.setStatus, { kind: 'job', id: saved.id, action: 'close' }, other.headers),
      )[0],
    ).toBe(404);
  });

  it('a worker card checks its certificates, is found on the board, and a member has one open card under parallel requests', async () => {
    const me = await makeCompany(t.db, '2');
    const wrong = worker({ certificates: [{ ...worker().certificates[0], number: '苏E012021000777' }] });
    expect(refused(await send(t.app, laborMember.saveWorker, wrong, me.headers))[1]).toContain('certificates.0.number');
    const results = await Promise.all([1, 2, 3].map(() => send(t.app, laborMember.saveWorker, worker(), me.headers)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const id = results.find((r) => r.statusCode === 200)!.json<{ data: SavedListing }>().data.id;
    const board = body<Page<WorkerCard>>(
      await send(t.app, labor.memberPage, { trades: '15', certType: '05', provinceCode: '320000', size: 100 }),
    );
    const card = board.records.find((w) => w.id === id)!;
    expect(card.name).toBe('周师傅');
    expect(card.certs[0]).toMatchObject({ typeCode: '05', state: 'format_ok' });
  });

  it('contact reveals the phone to members and tells the owner once; reports count once per member', async () => {
    const owner = await makeCompany(t.db, '1');
    const saved = body<SavedListing>(
      await send(t.app, laborMember.saveJob, job({ title: '苏州工业园厂房招电焊工', trades: ['1001'] }), owner.headers),
    );
    const asker = await makeCompany(t.db, '2');
    expect(refused(await send(t.app, laborMember.contact, { kind: 'job', id: saved.id }))[0]).toBe(401);
    const got = await Promise.all(
      [1, 2].map(() => send(t.app, laborMember.contact, { kind: 'job', id: saved.id }, asker.headers)),
    );
    for (const r of got) expect(body<{ phone: string }>(r).phone).toBe('13912345678');
    const notices = await t.db
      .selectFrom('notices')
      .select('title')
      .where('company_id', '=', owner.companyId)
      .execute();
    expect(notices.filter((n) => n.title.includes('苏州工业园厂房招电焊工'))).toHaveLength(1);
    const reports = await Promise.all(
      [1, 2, 3].map(() =>
        send(t.app, laborMember.report, { jobId: saved.id, reason: '收取押金/培训费' }, asker.headers),
      ),
    );
    expect(reports.map((r) => body<{ reported: boolean }>(r).reported).filter(Boolean)).toHaveLength(1);
    const d = body<JobDetail>(await send(t.app, labor.recruitDetail, { id: saved.id }));
    expect(d.employerCard.reportCount).toBe(1);
    expect(
      refused(await send(t.app, laborMember.report, { jobId: saved.id, reason: '乱收费' }, asker.headers))[0],
    ).toBe(400);
    expect(refused(await send(t.app, laborMember.contact, { kind: 'worker', id: 999_999 }, asker.headers))[0]).toBe(
      404,
    );
  });
});
