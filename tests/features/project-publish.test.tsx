// The package publish page on its flow: a refused submit shows each problem under its field (the
// 建筑法 rule and the contact wording among them) and focuses the first; a server refusal lands
// under the field it names; a valid form is sent once and opens the package. The company's own
// packages are listed below the form.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { project } from '../../src/api/project';
import { PUBLISH_MSG } from '../../src/api/project-publish';
import { system } from '../../src/api/system';
import { fakeMemberApi, fill, memberRoutes, renderMember, resetBrowser } from './auth-render';
import { regions } from './mall-api';

beforeEach(() => resetBrowser());
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowser();
});

const refusal = (msg: string) =>
  new Response(JSON.stringify({ code: 400, success: false, data: null, msg }), { status: 400 });

describe('publishing a package', { timeout: 30000 }, () => {
  it('shows every problem under its field, a refusal under the field it names, then opens the package', async () => {
    const user = userEvent.setup();
    let answers: (() => unknown)[] = [
      () => refusal('参数错误：cityCode 所选城市不属于该省份'),
      () => ({ id: 1541, statusCode: '2' }),
    ];
    const api = fakeMemberApi({
      ...memberRoutes(),
      [system.provinces.path]: regions.filter((r) => r.level === 1),
      [system.regionChildren.path]: (u: URL) =>
        regions.filter((r) => r.parentCode === u.searchParams.get('parentCode')),
      [project.publish.path]: () => answers.shift()!(),
      [project.detail.path]: () => refusal('分包项目不存在'),
      [project.mine.path]: { records: [], total: 0, size: 10, current: 1, pages: 0 },
    });
    renderMember('/findProject/publish', { member: { username: '李采购' } });
    const form = await screen.findByRole('form', { name: '发布分包项目' });
    expect(
      await within(await screen.findByRole('region', { name: '我发布的分包项目' })).findByText(
        '贵公司尚未发布分包项目',
      ),
    ).toBeInTheDocument();
    const box = (name: string) => within(form).getByRole('textbox', { name });
    await fill(user, box('分包范围'), '钢结构制作安装，详询微信 gang123');
    await user.click(within(form).getByRole('checkbox', { name: /本分包属于主体结构工程/ }));
    await user.click(within(form).getByRole('button', { name: '发布分包项目' }));
    await waitFor(() => expect(box('项目名称')).toHaveFocus());
    expect(box('项目名称')).toHaveAccessibleDescription('请填写项目名称');
    expect(within(form).getByText(PUBLISH_MSG.mainStructure)).toBeInTheDocument();
    expect(api.bodies(project.publish.path)).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: /本分包属于主体结构工程/ }));
    expect(within(form).queryByText(PUBLISH_MSG.mainStructure)).not.toBeInTheDocument();
    await user.clear(box('分包范围'));
    await fill(user, box('分包范围'), '钢结构深化设计、制作及安装');
    await fill(user, box('项目名称'), '南京江北新区人才公寓钢结构工程专业分包');
    await fill(user, box('项目地址'), '南京市浦口区浦滨路 88 号');
    await user.selectOptions(within(form).getByRole('combobox', { name: '专业类别' }), '钢结构');
    await user.selectOptions(within(form).getByRole('combobox', { name: '计价方式' }), '包工包料');
    await user.selectOptions(within(form).getByRole('combobox', { name: '交易方式' }), '公开招募');
    await user.selectOptions(within(form).getByRole('combobox', { name: '资质要求' }), '钢结构工程专业承包二级及以上');
    await user.selectOptions(await within(form).findByRole('combobox', { name: '省份' }), '江苏省');
    await user.selectOptions(await within(form).findByRole('combobox', { name: '城市' }), '南京市');
    await fill(user, box('预算（万元）'), '860');
    await fill(user, box('工期（日历天）'), '120');
    await fill(user, box('付款方式'), '按月进度款支付 70%');
    await fill(user, box('联系人'), '王工');
    await fill(user, box('联系电话'), '13912345678');
    const later = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString();
    await fill(user, within(form).getByLabelText(/计划开工日期/), later(30).slice(0, 10));
    await fill(user, within(form).getByLabelText(/报名截止时间/), later(10).slice(0, 16));
    await user.click(within(form).getByRole('button', { name: '发布分包项目' }));
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: '城市' })).toHaveAccessibleDescription('所选城市不属于该省份'),
    );
    await user.click(within(form).getByRole('button', { name: '发布分包项目' }));
    await waitFor(() => expect(window.location.search).toBe('?id=1541'));
    expect(window.location.pathname).toBe('/findProject/detailNeedJ');
    expect(api.bodies(project.publish.path)).toHaveLength(2);
    expect(api.bodies(project.publish.path)[1]).toMatchObject({
      categoryCode: '2',
      subcontractType: '1',
      qualificationGrade: '2',
      budgetWan: 860,
      durationDays: 120,
      mainStructure: false,
      cityCode: '320100',
    });
    answers = [];
  });
});
