// The sc site's seed part: its accounts (demo ones first), roles, consents and notices, the home
// banners and the fast_city dictionary; tenders are the main site's (the tender seed's rows).
import { busiestPurchaser } from '../../../floor/tenders';
import { pagePaths } from '../../../../api/paths';
import { marketRng } from '../../../db/seed/market';
import type { SeedPart } from '../../../db/seed/part';
import { insertBatched, syncIdSequence } from '../../../db/seed/util';
import { accountRows, seedAccounts } from './accounts';
import { fastCityRows } from './cities';

/** The random source of the sc seed (marketRng). */
export const SC_SEED = 13_001_300;

const BANNERS = [
  {
    title: '招标采购一站式服务',
    subtitle: '工程施工、物资采购、设备租赁招标信息每日更新',
    link: pagePaths.scSearch,
    tone: 'blue',
  },
  {
    title: '今日开标一览',
    subtitle: '按城市查看当天开标项目与投标截止时间',
    link: `${pagePaths.scSearch}?sort=deadline&status=2`,
    tone: 'teal',
  },
  {
    title: '供应商入驻认证',
    subtitle: '注册供应商并完成认证，即可报名参与投标',
    link: pagePaths.scRegister,
    tone: 'orange',
  },
];

export const scSeed: SeedPart = {
  tables: [
    'sc_saved_search',
    'sc_notice',
    'sc_consent',
    'sc_session',
    'sc_role',
    'sc_login_failures',
    'sc_account',
    'sc_banner',
    'fast_city',
  ],
  async run(tx, { now, market }) {
    const r = marketRng(SC_SEED, now);
    // The demo purchaser is the company with the most tenders, so its tenders show on the sc site.
    const top = await busiestPurchaser(tx);
    const known = top && market.buyers.find((c) => c.name === top.name);
    const accounts = seedAccounts(
      r,
      market,
      known || (top ? { id: 0, name: top.name, provinceCode: '', cityCode: top.city_code } : undefined),
    );
    const { rows, roles, consents, notices } = await accountRows(r, accounts, now);
    await insertBatched(tx, 'sc_account', rows);
    await syncIdSequence(tx, 'sc_account');
    await insertBatched(tx, 'sc_role', roles);
    await insertBatched(tx, 'sc_consent', consents);
    await insertBatched(tx, 'sc_notice', notices);
    await insertBatched(
      tx,
      'sc_banner',
      BANNERS.map((b, i) => ({ ...b, sort: i + 1 })),
    );
    await insertBatched(tx, 'fast_city', await fastCityRows(tx));
  },
};
