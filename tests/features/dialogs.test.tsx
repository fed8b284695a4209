// Destructive dialogs (src/ui/ConfirmDialog.tsx) open on the safe choice: 取消 has the focus, so
// an Enter typed too soon takes nothing back; a closed dialog (Escape, 取消) returns the focus to
// the control that opened it, the first time too. The buyer's 撤回询价 and 定标 dialogs.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { inquiry } from '../../src/api/inquiry';
import { member } from '../../src/api/member';
import { fakeMemberApi, memberRoutes, renderMember, resetBrowser, userInfo } from './auth-render';
import { comparison, detail } from './inquiry-detail-api';

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

function buyer() {
  const api = fakeMemberApi({
    ...memberRoutes({ [member.userInfo.path]: userInfo({ companyId: 1, identity: '1' }) }),
    [inquiry.detail.path]: detail({ isOwner: true, canQuote: false, quoteBlockedReason: '不能对本企业发布的询价报价' }),
    [inquiry.comparison.path]: comparison(),
    [inquiry.withdraw.path]: { id: 41, state: 'withdrawn', stateName: '已撤回', reviewNote: '' },
  });
  renderMember(PATH, { member: { username: '张经理' } });
  return api;
}

describe('destructive dialogs', { timeout: 20_000 }, () => {
  it('撤回询价 opens on 取消; Enter there withdraws nothing; Escape returns the focus to 撤回询价', async () => {
    const user = userEvent.setup();
    const api = buyer();
    const trigger = await screen.findByRole('button', { name: '撤回询价' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '撤回询价' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '撤回询价' })).not.toBeInTheDocument());
    expect(api.bodies(inquiry.withdraw.path)).toEqual([]);
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    await screen.findByRole('dialog', { name: '撤回询价' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '撤回询价' })).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(api.bodies(inquiry.withdraw.path)).toEqual([]);
  });

  it('定标 opens on 取消 and Escape returns the focus to the 定标 button', async () => {
    const user = userEvent.setup();
    const api = buyer();
    const trigger = await screen.findByRole('button', { name: /^定标（\d+ 项）$/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '确认定标' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认定标' })).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(api.bodies(inquiry.award.path)).toEqual([]);
  });
});
