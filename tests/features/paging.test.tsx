// A page beyond the last (src/ui/PagedList.tsx): `tenders?current=999` is not 没有符合条件 under
// 共 N 个项目 with no way back, but 第 999 页超出范围 with a link to the last page, which loads it
// (one history entry) and moves the focus to the results heading.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tender } from '../../src/api/tender';
import { App } from '../../src/app/App';
import { resetBrowser } from './auth-render';
import { fakeInquiry } from './inquiry-lists-api';
import { renderApp } from './render';
import { tenderPage } from './tender-api';

beforeEach(() => resetBrowser());
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowser();
});

const TENDERS = '/preferentialInquiry/tenders';

describe('a page beyond the last', { timeout: 30000 }, () => {
  it('says so and links to the last page', async () => {
    const user = userEvent.setup();
    fakeInquiry({ [tender.page.path]: (b) => tenderPage(Number(b.current ?? 1), 1050) });
    const { location } = renderApp(<App />, { path: `${TENDERS}?current=999` });
    expect(await screen.findByText(/第 999 页超出范围/)).toBeInTheDocument();
    expect(screen.queryByText('没有符合条件的招标项目，暂无数据')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '共 1050 个招标项目' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: '回到最后一页（第 53 页）' });
    expect(back).toHaveAttribute('href', `${TENDERS}?current=53`);
    await user.click(back);
    expect(location()).toBe(`${TENDERS}?current=53`);
    expect(await screen.findByText('南京体育中心项目钢筋采购招标公告 1041')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: '共 1050 个招标项目，当前第 53 页' }),
      ),
    );
  });

  it('an empty list is still the page’s own empty state', async () => {
    fakeInquiry({ [tender.page.path]: (b) => tenderPage(Number(b.current ?? 1), 0) });
    renderApp(<App />, { path: TENDERS });
    expect(await screen.findByText('没有符合条件的招标项目，暂无数据')).toBeInTheDocument();
    expect(screen.queryByText(/超出范围/)).not.toBeInTheDocument();
  });
});
