// The sc module's routes: rs-sc-auth (auth-routes.ts), rs-sc-member (the member's own calls, auth
// mode 'sc': route() checks the sc session of Sc-Auth; saved searches among them) and rs-sc-portal (public:
// banners, tender pages, regions, the fast_city dictionary).
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { sc } from '../../../api/sc';
import { pagePaths } from '../../../api/paths';
import { SC_ROLE_NAMES, type ScRole } from '../../../api/sc-dicts';
import { contains } from '../../db/query';
import { now } from '../../floor/time';
import { route } from '../../http/route';
import { memberInfo, rolesOf, chooseRole, unreadCount } from './accounts';
import { scAuthRoutes } from './auth-routes';
import { RATES } from './rates';
import { resubmitCert } from './review';
import { alertScSearches } from './matching';
import { deleteScSearch, listScSearches, saveScSearch } from './subscriptions';
import { indexPage, searchPage } from './lists';

/** The two apps of the download pages (the app client info call). */
const APPS: Record<ScRole, { appName: string; version: string; releasedAt: string; sizeMb: number; notes: string[] }> =
  {
    purchaser: {
      appName: '建采通招标采购·采购商版',
      version: '3.6.2',
      releasedAt: '2026-10-28',
      sizeMb: 48.6,
      notes: ['发布招标公告与采购公告，随时查看报名情况', '开标提醒与评标进度推送', '供应商资质在线查看'],
    },
    supplier: {
      appName: '建采通招标采购·供应商版',
      version: '3.6.1',
      releasedAt: '2026-10-21',
      sizeMb: 45.2,
      notes: ['按城市与类型订阅招标信息', '投标截止与开标提醒', '报名与保证金状态随时查看'],
    },
  };

export async function scRoutes(app: FastifyInstance): Promise<void> {
  scAuthRoutes(app);
  const db = app.db;

  route(app, sc.memberInfo, (_i, { me }) => memberInfo(db, me.accountId, me.role));
  route(app, sc.unreadCount, async (_i, { me }) => {
    await alertScSearches(db, me.accountId, now());
    return { count: await unreadCount(db, me.accountId) };
  });
  route(app, sc.savedSearches, (_i, { me }) => listScSearches(db, me.accountId));
  route(app, sc.saveSearch, ({ name, filters }, { me }) => saveScSearch(db, me.accountId, name, filters, now()), {
    rate: RATES.savedSearch,
  });
  route(app, sc.deleteSearch, async ({ id }, { me }) => {
    await deleteScSearch(db, me.accountId, id);
    return { id };
  });
  route(app, sc.businesses, async (_i, { me }) => {
    return (await rolesOf(db, me.accountId)).map((r) => ({ ...r, current: r.role === me.role }));
  });
  route(
    app,
    sc.switchRole,
    async ({ role }, { me }) => {
      const next = await chooseRole(db, me.accountId, role);
      await db.updateTable('sc_session').set({ role: next }).where('id', '=', me.sessionId).execute();
      return memberInfo(db, me.accountId, next);
    },
    { rate: RATES.roleSwitch },
  );
  route(
    app,
    sc.resubmitCert,
    async (form, { me }) => {
      await resubmitCert(db, me.accountId, form, now());
      return memberInfo(db, me.accountId, me.role);
    },
    { rate: RATES.resubmit },
  );
  route(app, sc.appClientInfo, async ({ role }, { req }) => {
    const a = APPS[role];
    // Only a plain host name goes into the code (a hostile Host header gets the path alone).
    const origin = /^[\w.-]{1,100}(:\d{1,5})?$/.test(req.host) ? `${req.protocol}://${req.host}` : '';
    const pageUrl = `${origin}${role === 'purchaser' ? pagePaths.scPurchaserApp : pagePaths.scSupplierApp}`;
    return {
      role,
      ...a,
      iosUrl: `https://apps.apple.com/cn/app/${encodeURIComponent(SC_ROLE_NAMES[role])}/id16${role === 'purchaser' ? '52031987' : '52032044'}`,
      androidUrl: `https://sj.qq.com/appdetail/com.jiancaitong.sc.${role}`,
      pageUrl,
      qrSvg: await QRCode.toString(pageUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    };
  });

  route(app, sc.banners, () =>
    db.selectFrom('sc_banner').select(['id', 'title', 'subtitle', 'link', 'tone']).orderBy('sort').execute(),
  );
  route(app, sc.indexPage, ({ cityCode }) => indexPage(db, cityCode, now()));
  route(app, sc.searchPage, (q) => searchPage(db, q, now()));
  route(app, sc.regionAddress, ({ parentCode }) =>
    db.selectFrom('region').select(['code', 'name']).where('parent_code', '=', parentCode).orderBy('code').execute(),
  );
  route(app, sc.fastCity, async ({ keyword }) => {
    let q = db
      .selectFrom('fast_city')
      .select(['code', 'dict_key', 'dict_value', 'province_name', 'pinyin', 'initials', 'hot']);
    if (keyword) {
      const k = keyword.toLowerCase();
      q = q.where((eb) =>
        eb.or([
          contains(eb.ref('dict_key'), k),
          eb('initials', 'like', `${k.replace(/[%_\\]/g, '')}%`),
          eb('pinyin', 'like', `${k.replace(/[%_\\]/g, '')}%`),
        ]),
      );
    }
    const rows = await q.orderBy('sort').execute();
    return rows.map((r) => ({
      code: r.code,
      dictKey: r.dict_key,
      dictValue: r.dict_value,
      provinceName: r.province_name,
      pinyin: r.pinyin,
      initials: r.initials,
      hot: r.hot === 1,
    }));
  });
}
