// The content desk's seed part: the core seed's content (src/server/db/seed/cms.ts, news.ts,
// help.ts) gets its publish-at (news and cases their publish time, the rest 60 days ago), and
// each state of the desk shows on a fresh start: a banner and a platform notice scheduled for
// later, a banner served until a withdraw-at ahead, a banner and a news item withdrawn by the
// editor, and a success case left as a draft. Deterministic for the seed's clock.
import { pagePaths } from '../../../../api/paths';
import type { SeedPart } from '../../../db/seed/part';
import { mediaUrl, type Tx } from '../../../db/seed/util';
import { DAY, HOUR, stamp, stampOf } from '../../../floor/time';

export async function datePublished(tx: Tx, now: number): Promise<void> {
  const past = stamp(now - 60 * DAY);
  for (const table of ['banner', 'partner', 'help_item'] as const)
    await tx.updateTable(table).set({ publish_at: past }).execute();
  for (const table of ['news', 'success_case'] as const)
    await tx
      .updateTable(table)
      .set((eb) => ({ publish_at: eb.ref('publish_time') }))
      .execute();
}

export const cmsSeed: SeedPart = {
  // It adds rows to the core's content tables, which the core part clears.
  tables: [],
  async run(tx, { now }) {
    await datePublished(tx, now);
    const at = (ms: number) => stamp(ms);
    const edited = at(now - 2 * HOUR);
    await tx
      .insertInto('banner')
      .values([
        {
          title: '春季建材采购节 预告',
          image_url: mediaUrl('banner', '01-spring', '春季建材采购节'),
          link_url: pagePaths.moreGoods,
          position: '01',
          sort: 9,
          publish_at: at(now + 3 * DAY),
          withdraw_at: at(now + 33 * DAY),
          updated_at: edited,
        },
        {
          title: '年终对账服务 限时开放',
          image_url: mediaUrl('ad', '03-yearend', '年终对账服务'),
          link_url: pagePaths.mallSelf,
          position: '03',
          sort: 9,
          publish_at: at(now - 5 * DAY),
          withdraw_at: at(now + 10 * DAY),
          updated_at: edited,
        },
        {
          title: '国庆特惠 钢材直降（已结束）',
          image_url: mediaUrl('banner', '01-national-day', '国庆特惠'),
          link_url: pagePaths.moreGoods,
          position: '01',
          sort: 8,
          publish_at: at(now - 60 * DAY),
          withdrawn_at: at(now - 50 * DAY),
          updated_at: at(now - 50 * DAY),
        },
      ])
      .execute();
    await tx
      .insertInto('news')
      .values([
        {
          title: '关于平台系统升级维护的公告',
          module_code: 'platform',
          summary: '平台将于本周六凌晨进行系统升级，届时询价、下单功能暂停使用约两小时。',
          source: '汇筑云平台',
          content:
            '平台将于本周六 02:00–04:00 进行系统升级维护，期间询价、下单、支付功能暂停使用，其余页面可正常浏览。给您带来的不便，敬请谅解。',
          image_url: mediaUrl('news', 'platform-upgrade', '系统升级'),
          publish_time: stampOf(now),
          publish_at: at(now + DAY),
          updated_at: edited,
        },
        {
          title: '关于暂停部分地区配送服务的通知（已撤下）',
          module_code: 'platform',
          summary: '受天气影响，部分地区配送服务暂停，现已恢复。',
          source: '汇筑云平台',
          content: '受强降雨天气影响，部分地区配送服务暂停。目前配送已全面恢复，本通知已撤下。',
          image_url: mediaUrl('news', 'platform-weather', '配送通知'),
          publish_time: stampOf(now - 20 * DAY),
          publish_at: at(now - 20 * DAY),
          withdrawn_at: at(now - 12 * DAY),
          updated_at: at(now - 12 * DAY),
        },
      ])
      .execute();
    await tx
      .insertInto('success_case')
      .values({
        title: '苏州工业园区厂房项目钢结构集中采购（草稿）',
        company_name: '苏州园区建设集团有限公司',
        summary: '项目部通过平台集中采购H型钢与彩钢板，案例资料整理中。',
        content: '项目背景：园区新建标准厂房三栋，钢结构用量大、工期紧。\n\n案例资料整理中，待项目部确认后发布。',
        image_url: mediaUrl('case', 'draft-1', '苏州工业园区'),
        publish_time: stampOf(now),
        sort: 99,
        publish_at: null,
        updated_at: edited,
      })
      .execute();
  },
};
