// The purchaser's tender wizard: an empty step is refused on its first field (focused), each new
// step's heading takes the focus, the legal clocks refuse a breach with the rule on its field,
// 上一步 keeps the draft, the review shows the draft and the clocks it keeps, and 发布 sends the
// form once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tender } from '../../src/api/tender';
import { beijingDay, DAY } from '../../src/api/time';
import { fakeMemberApi, fill, memberRoutes, renderMember, resetBrowser } from './auth-render';
import { tenderRoutes } from './tender-api';

beforeEach(() => resetBrowser());
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowser();
});

/** A Beijing 'YYYY-MM-DDT09:30' `days` on, moved to a working day. */
function opening(days: number): string {
  let t = Date.now() + days * DAY;
  while ([0, 6].includes(new Date(t + 8 * 3600_000).getUTCDay())) t += DAY;
  return `${beijingDay(t)}T09:30`;
}

/** A new step takes the focus on its first field (its heading when it has none): docs/architecture.md, focus rules. */
const focusedIn = (h: HTMLElement) => {
  const now = document.activeElement;
  return !!now && (now === h || (!!h.closest('form')?.contains(now) && !!(h.compareDocumentPosition(now) & 4)));
};

describe('tender publish wizard', { timeout: 30_000 }, () => {
  it('checks each step, moves the focus to each step, and publishes from the review', async () => {
    const user = userEvent.setup();
    const api = fakeMemberApi(memberRoutes({ ...tenderRoutes(), [tender.publish.path]: { id: 1051 } }));
    renderMember('/preferentialInquiry/tenderPublish', { member: { username: '张经理' } });
    const heading = (name: RegExp) => screen.getByRole('heading', { level: 2, name });
    const next = () => user.click(screen.getByRole('button', { name: '下一步' }));

    await screen.findByRole('heading', { level: 2, name: '第 1 步（共 5 步）：项目概况' });
    await next();
    expect(screen.getByText('请填写招标名称')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: '招标名称' })).toHaveFocus());
    await fill(user, screen.getByRole('textbox', { name: '招标名称' }), '南京江北新区人才公寓项目施工总承包招标公告');
    await fill(user, screen.getByRole('textbox', { name: '项目名称' }), '南京江北新区人才公寓项目');
    await user.selectOptions(screen.getByRole('combobox', { name: '招标类型' }), '工程施工');
    await user.selectOptions(screen.getByRole('combobox', { name: '招标方式' }), '公开招标');
    await user.selectOptions(screen.getByRole('combobox', { name: '省份' }), '江苏省');
    await user.selectOptions(
      await screen.findByRole('option', { name: '南京市' }).then(() => screen.getByRole('combobox', { name: '城市' })),
      '南京市',
    );
    await fill(user, screen.getByRole('textbox', { name: '预算金额（万元）' }), '12000');
    await next();

    await waitFor(() => expect(focusedIn(heading(/第 2 步.*资格与保证金/))).toBe(true));
    await fill(user, screen.getByRole('textbox', { name: /投标保证金/ }), '800000');
    await next();

    await waitFor(() => expect(focusedIn(heading(/第 3 步.*时间安排/))).toBe(true));
    const bid = screen.getByLabelText(/投标截止·开标时间/);
    await fill(user, screen.getByLabelText(/报名（招标文件发售）截止/), `${beijingDay(Date.now() + 8 * DAY)}T17:00`);
    await fill(user, bid, opening(12));
    await fill(user, screen.getByRole('textbox', { name: '开标地点' }), '南京市公共资源交易中心开标 3 室');
    await next();
    expect(
      screen.getByText('公开招标、邀请招标的开标时间距公告发布不得少于 20 日（招标投标法第二十四条）'),
    ).toBeInTheDocument();
    await waitFor(() => expect(bid).toHaveFocus());
    await user.clear(bid);
    await fill(user, bid, opening(25));
    await next();

    await waitFor(() => expect(focusedIn(heading(/第 4 步.*招标文件与联系人/))).toBe(true));
    await user.click(screen.getByRole('button', { name: '上一步' }));
    expect(screen.getByRole('textbox', { name: '开标地点' })).toHaveValue('南京市公共资源交易中心开标 3 室');
    await next();
    await fill(user, screen.getByRole('textbox', { name: '联系人' }), '王工');
    await fill(user, screen.getByRole('textbox', { name: '联系电话' }), '13912340000', true);

    await waitFor(() => expect(focusedIn(heading(/第 5 步.*确认发布/))).toBe(true));
    expect(screen.getByText('江苏省 南京市')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '适用的法定时限与上限' })).toHaveTextContent(
      '✓ 工程施工招标的投标保证金最高不得超过 80 万元',
    );
    expect(api.bodies(tender.publish.path)).toEqual([]);
    await user.click(screen.getByRole('button', { name: '发布招标公告' }));
    await waitFor(() => expect(api.bodies(tender.publish.path)).toHaveLength(1));
    expect(api.bodies(tender.publish.path)[0]).toMatchObject({
      title: '南京江北新区人才公寓项目施工总承包招标公告',
      budgetWan: 12000,
      marginAmount: 800000,
      bidDeadline: `${opening(25)}:00+08:00`,
      documents: [],
    });
  });
});
