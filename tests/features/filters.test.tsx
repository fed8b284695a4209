// Filters apply on a committed choice (issue 22; docs/architecture.md): the region selects of a filter bar
// (src/ui/RegionSelects.tsx, committed-select.ts) move only a draft on arrow keys; Enter, a pointer
// choice or leaving the select applies it, one history entry and one list call per applied change.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inquiry } from '../../src/api/inquiry';
import { system, type Region } from '../../src/api/system';
import { resetBrowser } from './auth-render';
import { fakeInquiry } from './inquiry-lists-api';
import { renderApp } from './render';

beforeEach(() => resetBrowser());
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowser();
});

const HALL = '/preferentialInquiry/inquiryMore';
const provinces: Region[] = Array.from({ length: 12 }, (_, i) => ({
  code: String(110000 + i * 10000),
  name: `省份${i + 1}`,
  parentCode: '000000',
  level: 1,
}));

async function setup() {
  const api = fakeInquiry({ [system.provinces.path]: () => provinces, [system.regionChildren.path]: () => [] });
  const utils = renderApp(undefined, { path: HALL });
  await screen.findByRole('link', { name: '南京地铁站点工程螺纹钢采购询价1' });
  const select = screen.getByRole('combobox', { name: '省份' }) as HTMLSelectElement;
  await screen.findByRole('option', { name: '省份12' });
  return { api, ...utils, select, pageCalls: () => api.to(inquiry.page.path).length };
}

/** What a closed native select does on an arrow key: keydown, change to the next option, keyup. */
function arrowDown(select: HTMLSelectElement) {
  fireEvent.keyDown(select, { key: 'ArrowDown' });
  fireEvent.change(select, { target: { value: select.options[select.selectedIndex + 1].value } });
  fireEvent.keyUp(select, { key: 'ArrowDown' });
}

describe('the region filter applies on a committed choice', { timeout: 30000 }, () => {
  it('ten arrow presses change nothing; Enter applies once', async () => {
    const { select, memory, location, pageCalls } = await setup();
    const entries = memory.history.length;
    const calls = pageCalls();
    select.focus();
    for (let i = 0; i < 10; i++) arrowDown(select);
    expect(select.value).toBe(provinces[9].code);
    expect(memory.history.length).toBe(entries);
    expect(location()).toBe(HALL);
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(memory.history.length).toBe(entries + 1);
    expect(location()).toBe(`${HALL}?provinceCode=${provinces[9].code}`);
    await waitFor(() => expect(pageCalls()).toBe(calls + 1));
    expect(screen.getByRole('combobox', { name: '省份' })).toHaveValue(provinces[9].code);
  });

  it('leaving the select applies the draft once and leaves the focus to the user', async () => {
    const { select, memory, location } = await setup();
    const entries = memory.history.length;
    select.focus();
    arrowDown(select);
    arrowDown(select);
    fireEvent.blur(select);
    expect(memory.history.length).toBe(entries + 1);
    expect(location()).toBe(`${HALL}?provinceCode=${provinces[1].code}`);
    await screen.findByRole('heading', { level: 2, name: /^共 45 条询价/ });
    expect(document.activeElement).not.toBe(document.getElementById('list-results'));
  });

  it('a pointer choice applies at once, one entry', async () => {
    const user = userEvent.setup();
    const { select, memory, location } = await setup();
    const entries = memory.history.length;
    await user.selectOptions(select, provinces[3].code);
    expect(memory.history.length).toBe(entries + 1);
    expect(location()).toBe(`${HALL}?provinceCode=${provinces[3].code}`);
  });
});
