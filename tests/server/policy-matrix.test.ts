// Who may act, as a matrix (issue 43). Every call of the catalogue declares who may call it (`who`
// in src/api/define.ts; a call without one does not build), and every write and member-only read
// of the barrel is called with each persona that must be refused: a visitor, the member under
// review (13800000003), a company of the wrong kind (buyer where a supplier is required and the
// reverse), a Switch-To-Company-Id of a company the member does not belong to, an sc token on a
// main-site call and a main-site token on an sc call; an operator's token on a member's call, and
// on an operator's call a member's token or an operator without its role (issue 44). These come
// before the input is read, so they are sent with an empty input. Then the rules that need the row: another company's object
// (the owner rule) and the member's other company (the sister-company rule: one user's companies
// never deal with each other), each with a valid input. Each pair asserts the refusal's status
// and Chinese message; the test counts the pairs it tried.
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { get, WHO, z, type Call, type Who } from '../../src/api/define';
import { devices } from '../../src/api/devices';
import { ground } from '../../src/api/ground';
import { inquiry } from '../../src/api/inquiry';
import { inquiryDesk, QUOTE_REVISIONS_MSG } from '../../src/api/inquiry-desk';
import { project } from '../../src/api/project';
import { tender } from '../../src/api/tender';
import { tenderDesk } from '../../src/api/tender-desk';
import { PENDING_MSG, ROLE_MSG } from '../../src/server/floor/members';
import { isOperatorRole, OPS_ROLE_MSG, roleOf } from '../../src/server/floor/policy';
import { NOT_LOGGED_IN, SESSION_GONE } from '../../src/server/http/session';
import { APPLY_MSG } from '../../src/server/modules/project/applications';
import { PART_MSG } from '../../src/server/modules/tender/participation';
import { ACCESS_MSG } from '../../src/server/modules/tender/access';
import { QUOTE_MSG } from '../../src/server/modules/inquiry/rules';
import { catalogue } from './catalogue';
import { supplyOf } from './devices-forms';
import { eachDialect, useApp } from './helpers';
import { body, demo, inquiryForm, refused, sessionOf, tenderForm, useClock } from './inquiry-helpers';
import { send } from './mall-helpers';
import { scLogin } from './sc-helpers';
import { opsSessionOf } from './ops-helpers';
import { applyTo, packageForm } from './project-forms';
import { publishedInquiry } from './review-helpers';

type Headers = Record<string, string>;
type Expect = [number, string];
const FORBIDDEN: Expect = [403, '拒绝访问'];
const VISITOR: Expect = [401, NOT_LOGGED_IN];
const DEAD: Expect = [401, SESSION_GONE];
const PENDING: Expect = [400, PENDING_MSG];
const MEMBER_WHO: Who[] = ['member', 'active', 'buyer', 'supplier'];

it('every call of the catalogue declares who may call it; a call without does not build', () => {
  const calls = catalogue();
  expect(calls.filter(([, c]) => !WHO.includes(c.who)).map(([n]) => n)).toEqual([]);
  expect(() => get('/api/test-only/no/policy', z.object({}), z.null(), undefined as unknown as Who)).toThrow(
    /declare who may call it/,
  );
});

eachDialect('acting policy matrix', (dialect) => {
  const t = useApp(dialect);
  const clock = useClock();
  const p = {} as Record<'buyer' | 'supplier' | 'hangzhou' | 'pending' | 'foreign' | 'reviewer' | 'admin', Headers> & {
    sc: string;
  };
  let tried = 0;
  let planned = 0;

  /** Sends the call and asserts its refusal; counts the pair. */
  async function refuses(what: string, c: Call, input: object, headers: Headers, want: Expect) {
    const res: LightMyRequestResponse = await send(t.app, c, input, headers);
    tried++;
    expect(res.statusCode, `${what}: ${c.method} ${c.path} was let through`).not.toBe(200);
    expect(refused(res), `${what}: ${c.method} ${c.path} → ${res.body.slice(0, 200)}`).toEqual(want);
  }

  beforeAll(async () => {
    p.buyer = await demo.buyer(t.db); // 13800000001, 南京华建 (buyer)
    p.supplier = await demo.supplier(t.db); // 13800000002 acting for 上海恒信 (supplier)
    p.hangzhou = await demo.hangzhou(t.db); // 13800000002 acting for 杭州鼎盛 (buyer): the sister company
    p.pending = await sessionOf(t.db, 3, 4); // 13800000003, under review at 苏州远航
    p.foreign = await sessionOf(t.db, 1, 1, 2); // 13800000001 switching to 上海恒信, not one of his
    p.sc = (await scLogin(t.app, '13900000001')).accessToken;
    p.reviewer = await opsSessionOf(t.db, 'shenhe01'); // an operator: 审核员
    p.admin = await opsSessionOf(t.db, 'admin'); // an operator: 管理员
  });

  it('refuses every write and member-only read to each persona that may not call it', async () => {
    const mainToken = p.buyer['blade-auth'];
    const personas = (who: Who): [string, Headers, Expect][] => {
      if (who === 'sc')
        return [
          ['visitor', {}, VISITOR],
          ['main-site token as the sc token', { 'sc-auth': mainToken }, DEAD],
          ['main-site session only', p.buyer, VISITOR],
        ];
      if (who === 'operator' || isOperatorRole(who)) {
        const ops: [string, Headers, Expect][] = [
          ['visitor', {}, VISITOR],
          ['member token as the operator token', { 'ops-auth': mainToken }, DEAD],
          ['member session only', p.buyer, VISITOR],
        ];
        if (isOperatorRole(who)) {
          const role = roleOf(who);
          ops.push([
            'operator without the role',
            role === 'reviewer' ? p.admin : p.reviewer,
            [403, OPS_ROLE_MSG(role)],
          ]);
        }
        return ops;
      }
      const list: [string, Headers, Expect][] = [
        ['visitor', {}, VISITOR],
        ['Switch-To-Company-Id of a company not his', p.foreign, FORBIDDEN],
        ['sc token on a main-site call', { 'blade-auth': `bearer ${p.sc}` }, DEAD],
        ['operator token on a main-site call', { 'blade-auth': p.reviewer['ops-auth'] }, DEAD],
      ];
      if (who !== 'member') list.push(['member under review', p.pending, PENDING]);
      if (who === 'buyer') list.push(['supplier company', p.supplier, [400, ROLE_MSG.buyer]]);
      if (who === 'supplier') list.push(['buyer company', p.buyer, [400, ROLE_MSG.supplier]]);
      return list;
    };
    const guarded = catalogue().filter(([, c]) => MEMBER_WHO.includes(c.who) || c.who === 'sc' || c.auth === 'ops');
    // Every write is guarded but the visitors' own (logins, registration, codes, list queries).
    expect(guarded.length).toBeGreaterThan(90);
    for (const [, c] of guarded) planned += personas(c.who).length;
    for (const [name, c] of guarded)
      for (const [persona, headers, want] of personas(c.who))
        await refuses(`${name} × ${persona}`, c, {}, headers, want);
  });

  it('refuses the rules that need the row: another company’s object, the member’s other company', async () => {
    // 杭州鼎盛 (13800000002's buyer company) publishes a package, an inquiry, a tender and a machine.
    const pkg = body<{ id: number }>(await send(t.app, project.publish, packageForm(clock.now), p.hangzhou)).id;
    const inq = (await publishedInquiry(t, inquiryForm(clock), p.hangzhou)).id;
    const lines = body<{ lines: { id: number }[] }>(await send(t.app, inquiry.detail, { id: inq }, p.hangzhou)).lines;
    const tnd = body<{ id: number }>(
      await send(t.app, tender.publish, tenderForm(clock.now, { documents: [] }), p.hangzhou),
    ).id;
    const machine = body<{ id: number }>(await send(t.app, devices.publish, supplyOf(clock.now), p.hangzhou)).id;

    // The owner rule: 南京华建 on 杭州鼎盛's objects and on rows of other companies.
    const offer = await t.db
      .selectFrom('ground_offer as o')
      .innerJoin('ground_site as s', 's.id', 'o.site_id')
      .select('o.id')
      .where('s.company_id', 'is not', null)
      .where('s.company_id', '!=', 1)
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
    const quote = await t.db
      .selectFrom('inquiry_quote as q')
      .innerJoin('inquiry as i', 'i.id', 'q.inquiry_id')
      .select('q.id')
      .where('q.supplier_company_id', '!=', 1)
      .where('i.buyer_company_id', '!=', 1)
      .orderBy('q.id')
      .executeTakeFirstOrThrow();
    const owner: [Call, object, Expect][] = [
      [inquiry.withdraw, { id: inq }, [404, '询价不存在']],
      [inquiry.saveDraft, { ...inquiryForm(clock), id: inq }, [404, '询价不存在']],
      [project.applications, { packageId: pkg }, [403, APPLY_MSG.notYours]],
      [tenderDesk.open, { tenderId: tnd }, [400, ACCESS_MSG.purchaserOnly]],
      [tenderDesk.result, { tenderId: tnd }, [400, ACCESS_MSG.purchaserOnly]],
      [devices.withdraw, { kind: 'supply', id: machine }, [404, '信息不存在或不属于本企业']],
      [ground.updatePrice, { offerId: offer.id, price: 3000 }, [400, '只有该供应点所属企业可以更新报价']],
      [inquiryDesk.quoteRevisions, { quoteId: quote.id }, [404, QUOTE_REVISIONS_MSG.missing]],
    ];
    planned += owner.length;
    for (const [c, input, want] of owner) await refuses('another company’s object', c, input, p.buyer, want);

    // The sister-company rule: 13800000002 acting for 上海恒信 on what he published as 杭州鼎盛.
    const sister: [Call, object, Expect][] = [
      [project.apply, applyTo(pkg), [400, APPLY_MSG.own]],
      [
        inquiry.quote,
        {
          inquiryId: inq,
          validDays: 30,
          remark: '',
          lines: [{ lineId: lines[0].id, unitPrice: 3100, taxIncluded: true, deliveryDays: 7 }],
        },
        [400, QUOTE_MSG.own],
      ],
      [tender.register, { tenderId: tnd }, [400, PART_MSG.own]],
      [
        devices.interest,
        { kind: 'supply', id: machine, message: '' },
        [400, '不能对本企业（或您所属其他企业）发布的信息表达意向'],
      ],
    ];
    planned += sister.length;
    for (const [c, input, want] of sister) await refuses('sister company', c, input, p.supplier, want);
  });

  it('refuses the member under review a valid equipment listing and interest (issue 43, 1)', async () => {
    planned += 2;
    await refuses('under review', devices.publish, supplyOf(clock.now), p.pending, PENDING);
    const open = await t.db
      .selectFrom('device_supply')
      .select('id')
      .where('state', '=', 'published')
      .where('company_id', '!=', 4)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await refuses('under review', devices.interest, { kind: 'supply', id: open.id, message: '' }, p.pending, PENDING);
  });

  it('counts the call × persona pairs it tried', () => {
    console.info(`policy matrix [${dialect}]: ${tried} call × persona pairs refused`);
    expect(tried).toBe(planned);
    expect(tried).toBeGreaterThan(300);
  });
});
