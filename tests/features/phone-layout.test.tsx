// The phone layout of issue 47: the header's menu button (it opens the top bar and the main nav,
// Escape closes them and gives the focus back) and the list filters behind 筛选 with the active
// ones as chips, named by the kit's own filter parts (src/ui/filters/FilterFold.tsx). Which of
// them shows below 768 px is CSS (layout.module.css, filter-fold.module.css): here, the wiring.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { FilterRow } from '../../src/ui/FilterBar';
import { FilterFold } from '../../src/ui/filters/FilterFold';
import { KeywordSearch, numberOf, RangeForm } from '../../src/ui/filters/FilterForms';
import { theme } from '../../src/app/theme';
import { fakeApi } from './fake-api';
import { siteRoutes } from './home-api';
import { renderApp } from './render';

afterEach(() => vi.unstubAllGlobals());

describe('the header menu on a phone', () => {
  it('opens the top bar and the main nav, closes on Escape with the focus back on the button', async () => {
    fakeApi(siteRoutes());
    renderApp(undefined, { path: '/jump' });
    const button = await screen.findByRole('button', { name: '菜单' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'top-bar main-menu');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(nav).toHaveAttribute('id', 'main-menu');
    expect(nav).toHaveAttribute('data-open', 'false');
    expect(document.getElementById('top-bar')).toContainElement(screen.getByRole('link', { name: '免费注册' }));
    const user = userEvent.setup({ delay: null });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-open', 'true');
    expect(screen.getByRole('banner')).toHaveAttribute('data-menu', 'true');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-open', 'false');
    expect(button).toHaveFocus();
    // the keyboard opens it too
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

interface View {
  category: string;
  keyword: string;
  price: [number | null, number | null];
}

function Filters({ view, onChange }: { view: View; onChange: (patch: Partial<View>) => void }) {
  return (
    <>
      <KeywordSearch
        initial={view.keyword}
        onSearch={(keyword) => onChange({ keyword })}
        label="搜索设备"
        placeholder="设备名称"
      />
      <FilterRow
        label="类别"
        options={[
          { value: 'dig', label: '挖掘机' },
          { value: 'crane', label: '起重机' },
        ]}
        value={view.category}
        onChange={(category) => onChange({ category })}
      />
      <RangeForm
        label="租金"
        names={['最低租金', '最高租金']}
        unit="元/天"
        initial={[
          view.price[0] === null ? '' : String(view.price[0]),
          view.price[1] === null ? '' : String(view.price[1]),
        ]}
        parse={numberOf(1000)}
        onApply={(a, b) => onChange({ price: [a, b] })}
      />
    </>
  );
}

function renderFold(view: View) {
  const onChange = vi.fn();
  const ui = (v: View) => (
    <MantineProvider theme={theme}>
      <FilterFold>
        <Filters view={v} onChange={onChange} />
      </FilterFold>
    </MantineProvider>
  );
  const utils = render(ui(view));
  return { onChange, rerender: (v: View) => utils.rerender(ui(v)) };
}

describe('the filters behind 筛选', () => {
  it('a button opens the filters; no filter chosen, no chips', async () => {
    renderFold({ category: '', keyword: '', price: [null, null] });
    const toggle = screen.getByRole('button', { name: '筛选' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toContainElement(screen.getByRole('group', { name: '类别' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: '已选筛选条件' })).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(toggle);
    expect(screen.getByRole('button', { name: '收起筛选' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows each active filter as a chip that removes it', async () => {
    const { onChange, rerender } = renderFold({ category: 'dig', keyword: '三一', price: [100, 300] });
    const chips = within(screen.getByRole('list', { name: '已选筛选条件' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['关键词：三一×', '类别：挖掘机×', '租金：100–300 元/天×']);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: '移除筛选条件 类别：挖掘机' }));
    expect(onChange).toHaveBeenLastCalledWith({ category: '' });
    await user.click(screen.getByRole('button', { name: '移除筛选条件 关键词：三一' }));
    expect(onChange).toHaveBeenLastCalledWith({ keyword: '' });
    await user.click(screen.getByRole('button', { name: '移除筛选条件 租金：100–300 元/天' }));
    expect(onChange).toHaveBeenLastCalledWith({ price: [null, null] });
    // the view without them: no chips left
    rerender({ category: '', keyword: '', price: [null, 300] });
    const left = within(screen.getByRole('list', { name: '已选筛选条件' })).getAllByRole('button');
    expect(left.map((c) => c.textContent)).toEqual(['租金：≤ 300 元/天×']);
  });
});
