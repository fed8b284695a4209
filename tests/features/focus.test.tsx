// Focus follows the user on every list (src/ui/PagedList.tsx, useListView): after a committed
// search, filter or page change the focus lands on the results heading, which announces the
// count; the first load leaves the focus alone; 跳到结果 before the filters leads to the heading.
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

const HALL = '/preferentialInquiry/inquiryMore';
const TENDERS = '/preferentialInquiry/tenders';
const results = () => document.getElementById('list-results');

describe('focus after results change', { timeout: 30000 }, () => {
  it('moves to the results heading after a keyword search in the inquiry hall (Enter)', async () => {
    const user = userEvent.setup();
    fakeInquiry();
    const { location } = renderApp(undefined, { path: HALL });
    await screen.findByRole('link', { name: '南京地铁站点工程螺纹钢采购询价1' });
    const heading = screen.getByRole('heading', { level: 2, name: '共 45 条询价，当前第 1 页' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    // the first load leaves the focus where it was
    expect(document.activeElement).not.toBe(heading);
    await user.type(screen.getByRole('searchbox', { name: '关键词' }), '钢筋{Enter}');
    expect(location()).toContain('keyword=');
    await waitFor(() => expect(document.activeElement).toBe(results()));
    expect(document.activeElement).toHaveTextContent('共 45 条询价');
    expect(document.activeElement?.tagName).toBe('H2');
  });

  it('moves to the results heading after paging the tender list and after a filter', async () => {
    const user = userEvent.setup();
    fakeInquiry({ [tender.page.path]: (b) => tenderPage(Number(b.current ?? 1)) });
    renderApp(<App />, { path: TENDERS });
    await screen.findByText('南京体育中心项目钢筋采购招标公告 1');
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await screen.findByText('南京体育中心项目钢筋采购招标公告 21');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: '共 45 个招标项目，当前第 2 页' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: '7日内截止' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: '共 45 个招标项目，当前第 1 页' }),
      ),
    );
  });

  it('offers 跳到结果 before the filters, leading to the results heading', async () => {
    const user = userEvent.setup();
    fakeInquiry();
    renderApp(undefined, { path: HALL });
    await screen.findByRole('link', { name: '南京地铁站点工程螺纹钢采购询价1' });
    const skip = screen.getByRole('link', { name: '跳到结果' });
    const search = screen.getByRole('search', { name: '搜索询价' });
    expect(skip.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(skip);
    expect(document.activeElement).toBe(results());
  });
});
