// /preferentialInquiry/inquiryDetail: what a visitor sees (contact masked, 登录查看 back here),
// 404 for an unknown id, the supplier's quote form on the inquiryQuote flow (a refusal focuses
// its field; a quote is sent; the server's deadline refusal closes the form with its message),
// and the buyer's comparison (lowest per line and total marked) with the confirmed award, and a
// supplier's revisions (修改记录) opened from its column.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { inquiry } from '../../src/api/inquiry';
import { inquiryDesk } from '../../src/api/inquiry-desk';
import { member } from '../../src/api/member';
import { envelope } from './fake-api';
import { fakeMemberApi, fill, memberRoutes, renderMember, resetBrowser, userInfo } from './auth-render';
import { siteRoutes } from './home-api';
import { comparison, detail, savedQuote, visitorDetail } from './inquiry-detail-api';

beforeAll(async () => {
  await Promise.all([
    import('../../src/features/inquiry/InquiryDetailPage'),
    import('../../src/features/inquiry/detail/DetailMember'),
  ]);
}, 60_000);

afterEach(() => {
  resetBrowser();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => notifications.clean());
});

const PATH = '/preferentialInquiry/inquiryDetail?id=41';
const DEADLINE_MSG = '报价已截止（截止时间 2026-11-25 17:00），不能再提交或修改报价';
const supplier = () => memberRoutes({ [member.userInfo.path]: userInfo({ identity: '2' }) });

// Member renders load the session, the lazy member part and a flow: slower than the 5 s default on a busy machine.
describe('inquiry detail', { timeout: 20_000 }, () => {
  it('shows a visitor the terms and lines, the contact masked, and 登录查看 leads to login and back', async () => {
    fakeMemberApi({ ...siteRoutes(), [inquiry.detail.path]: visitorDetail() });
    renderMember(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: '江宁区安置房二期钢筋采购询价' })).toBeInTheDocument();
    expect(screen.getByText('已认证')).toBeInTheDocument();
    expect(screen.getByText('含税，税率 13%')).toBeInTheDocument();
    expect(screen.getByText('电话：139****5678')).toBeInTheDocument();
    const lines = screen.getByRole('table');
    expect(
      within(lines)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['序号物料名称规格型号单位数量备注', '1螺纹钢HRB400E Φ16吨120—', '2盘螺HRB400E Φ8吨30—']);
    expect(screen.getByRole('link', { name: '登录查看' })).toHaveAttribute(
      'href',
      `/login?recordUrl=${encodeURIComponent(PATH)}`,
    );
    expect(screen.queryByRole('form', { name: '报价单' })).not.toBeInTheDocument();
  });

  it('answers an unknown id with the not-found page', async () => {
    fakeMemberApi({ ...siteRoutes() });
    renderMember('/preferentialInquiry/inquiryDetail?id=999');
    expect(await screen.findByRole('heading', { level: 1, name: '该询价不存在或已删除' })).toBeInTheDocument();
  });

  it('a supplier quotes per line: an empty price is refused on its field, then the quote is sent and can be revised', async () => {
    const user = userEvent.setup();
    const api = fakeMemberApi({
      ...supplier(),
      [inquiry.detail.path]: detail(),
      [inquiry.myQuote.path]: null,
      [inquiry.quote.path]: savedQuote,
    });
    renderMember(PATH, { member: { username: '李采购' } });
    const form = await screen.findByRole('form', { name: '报价单' });
    await user.click(within(form).getByRole('button', { name: '提交报价' }));
    const price = within(form).getAllByRole('textbox', { name: /单价/ })[0];
    const message = '第 1 项的单价应为大于 0 的金额（最多两位小数）';
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(message);
    expect(screen.getByText(`有 1 项需要修改：${message}`)).toBeInTheDocument();

    await fill(user, price, '3500');
    await user.click(within(form).getAllByRole('checkbox', { name: '参与报价' })[1]);
    await user.click(within(form).getByRole('button', { name: '提交报价' }));
    expect(await screen.findByText('报价已提交，截止前可随时修改。')).toBeInTheDocument();
    expect(api.bodies(inquiry.quote.path)).toEqual([
      {
        inquiryId: 41,
        validDays: 30,
        remark: '',
        lines: [{ lineId: 11, unitPrice: 3500, taxIncluded: true, deliveryDays: 7, remark: '' }],
      },
    ]);
    expect(screen.getByText(/BJ20261120000007/)).toHaveTextContent('¥420,000.00');
    await user.click(screen.getByRole('button', { name: '修改报价' }));
    expect(await screen.findByRole('button', { name: '提交修改' })).toBeInTheDocument();
  });

  it('closes the form with the server message when the deadline has passed', async () => {
    const user = userEvent.setup();
    let closed = false;
    fakeMemberApi({
      ...supplier(),
      [inquiry.detail.path]: () => (closed ? detail({ canQuote: false, quoteBlockedReason: DEADLINE_MSG }) : detail()),
      [inquiry.myQuote.path]: null,
      [inquiry.quote.path]: () => {
        closed = true;
        return envelope(null, 400, DEADLINE_MSG);
      },
    });
    renderMember(PATH, { member: { username: '李采购' } });
    const form = await screen.findByRole('form', { name: '报价单' });
    await fill(user, within(form).getAllByRole('textbox', { name: /单价/ })[0], '3500');
    await fill(user, within(form).getAllByRole('textbox', { name: /单价/ })[1], '3600');
    await user.click(within(form).getByRole('button', { name: '提交报价' }));
    expect(await screen.findByText(DEADLINE_MSG)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '报价单' })).not.toBeInTheDocument();
  });

  it('shows the buyer the comparison with the lowest marked, and awards after the confirm', async () => {
    const user = userEvent.setup();
    const api = fakeMemberApi({
      ...memberRoutes({ [member.userInfo.path]: userInfo({ companyId: 1, identity: '1' }) }),
      [inquiry.detail.path]: detail({
        isOwner: true,
        canQuote: false,
        quoteBlockedReason: '不能对本企业发布的询价报价',
      }),
      [inquiry.comparison.path]: comparison(),
      [inquiry.award.path]: { id: 41, state: 'closed', stateName: '已成交', reviewNote: '' },
    });
    renderMember(PATH, { member: { username: '张经理' } });
    const table = within(await screen.findByRole('region', { name: /比价表/ }));
    const cells = (row: RegExp) => table.getByRole('row', { name: row }).querySelectorAll('td');
    expect(cells(/^螺纹钢/)[0]).toHaveTextContent('¥3,500.00/吨最低');
    expect(cells(/^螺纹钢/)[1]).not.toHaveTextContent('最低');
    expect(cells(/^盘螺/)[1]).toHaveTextContent('¥3,500.00/吨最低');
    expect(cells(/^含税合计/)[0]).toHaveTextContent('¥528,000.00整单最低');
    expect(table.getByRole('radio', { name: '螺纹钢选择上海恒信建材贸易有限公司' })).toBeChecked();
    expect(table.getByRole('radio', { name: '盘螺选择苏州远航新型建材有限公司' })).toBeChecked();

    await user.click(table.getAllByRole('button', { name: '整单选此家' })[0]);
    await user.click(screen.getByRole('button', { name: '定标（2 项）' }));
    const dialog = await screen.findByRole('dialog', { name: '确认定标' });
    expect(dialog).toHaveTextContent(
      '将 2/2 项物料授予：上海恒信建材贸易有限公司（2 项），成交金额 ¥528,000.00（含税）',
    );
    expect(api.bodies(inquiry.award.path)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '确认定标' }));
    await waitFor(() =>
      expect(api.bodies(inquiry.award.path)).toEqual([
        {
          inquiryId: 41,
          lines: [
            { lineId: 11, quoteId: 7 },
            { lineId: 12, quoteId: 7 },
          ],
        },
      ]),
    );
  });

  it('opens a supplier’s revisions from the comparison, newest first with the change, and closes back to its button', async () => {
    const user = userEvent.setup();
    const line = (unitPriceWithTax: number) => ({
      lineId: 11,
      name: '螺纹钢',
      unit: '吨',
      quantity: 120,
      unitPriceWithTax,
      amountWithTax: unitPriceWithTax * 120,
      deliveryDays: 7,
    });
    const revision = (n: number, price: number, at: string) => ({
      revision: n,
      submittedAt: at,
      validUntil: '2026-12-20T09:00:00.000Z',
      remark: '',
      totalWithTax: price * 120,
      lines: [line(price)],
    });
    fakeMemberApi({
      ...memberRoutes({ [member.userInfo.path]: userInfo({ companyId: 1, identity: '1' }) }),
      [inquiry.detail.path]: detail({
        isOwner: true,
        canQuote: false,
        quoteBlockedReason: '不能对本企业发布的询价报价',
      }),
      [inquiry.comparison.path]: {
        ...comparison(),
        suppliers: comparison().suppliers.map((s, i) => ({ ...s, revision: i === 0 ? 2 : 1 })),
      },
      [inquiryDesk.quoteRevisions.path]: {
        quoteId: 7,
        companyName: '上海恒信建材贸易有限公司',
        revisions: [revision(2, 3500, '2026-11-21T02:00:00.000Z'), revision(1, 3600, '2026-11-20T02:00:00.000Z')],
      },
    });
    renderMember(PATH, { member: { username: '张经理' } });
    const table = within(await screen.findByRole('region', { name: /比价表/ }));
    const open = table.getByRole('button', { name: '修改记录（2 版）' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: '报价修改记录 · 上海恒信建材贸易有限公司' });
    const versions = within(within(dialog).getByRole('list', { name: '报价各版' }))
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.getAttribute('aria-label') === '报价各版');
    expect(versions.map((v) => v.textContent)).toEqual([
      expect.stringContaining('第 2 版提交于 2026-11-21 10:00含税合计 ¥420,000.00（较上一版 -2.8%）'),
      expect.stringContaining('第 1 版提交于 2026-11-20 10:00含税合计 ¥432,000.00'),
    ]);
    expect(versions[1]).toHaveTextContent('螺纹钢：¥3,600.00/吨 × 120，交货 7 日');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveFocus());
  });
});
