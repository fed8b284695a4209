// 举报 on a public detail page (src/ui/ComplaintButton.tsx): a visitor is sent to the login page and
// back; a member opens the dialog, an empty form names both problems at their fields and sends
// nothing, a filled one sends the object, the reason and the description.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { complaint } from '../../src/api/complaint';
import { inquiry } from '../../src/api/inquiry';
import { member } from '../../src/api/member';
import { fakeMemberApi, memberRoutes, renderMember, resetBrowser, userInfo } from './auth-render';
import { detail } from './inquiry-detail-api';

beforeAll(async () => {
  await Promise.all([
    import('../../src/features/inquiry/InquiryDetailPage'),
    import('../../src/features/inquiry/detail/DetailMember'),
    import('../../src/ui/ComplaintDialog'),
  ]);
}, 60_000);

afterEach(() => {
  resetBrowser();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => notifications.clean());
});

const PATH = '/preferentialInquiry/inquiryDetail?id=41';

describe('举报', { timeout: 30_000 }, () => {
  it('sends a member’s report with its reason and description, after naming what is missing', async () => {
    const user = userEvent.setup();
    const api = fakeMemberApi({
      ...memberRoutes({ [member.userInfo.path]: userInfo({ companyId: 2, identity: '2' }) }),
      [inquiry.detail.path]: detail({ isOwner: false }),
      [complaint.submit.path]: {
        id: 7,
        objectKind: 'inquiry',
        objectTitle: '钢筋',
        status: 'open',
        statusName: '处理中',
      },
    });
    renderMember(PATH, { member: { username: '李经理' } });
    await user.click(await screen.findByRole('button', { name: '举报' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: '举报' });
    await user.click(within(dialog).getByRole('button', { name: '提交举报' }));
    expect(await within(dialog).findByText('请选择举报原因')).toBeInTheDocument();
    expect(within(dialog).getByText(/请填写举报说明/)).toBeInTheDocument();
    expect(api.bodies(complaint.submit.path)).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: '泄露联系方式' }));
    await user.type(within(dialog).getByRole('textbox', { name: /举报说明/ }), '备注里留了私人手机号');
    await user.click(within(dialog).getByRole('button', { name: '提交举报' }));
    await waitFor(() =>
      expect(api.bodies(complaint.submit.path)).toEqual([
        { objectKind: 'inquiry', objectId: 41, reason: 'contact', description: '备注里留了私人手机号' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '举报' })).not.toBeInTheDocument());
  });

  it('sends a visitor to the login page', async () => {
    const user = userEvent.setup();
    fakeMemberApi({ ...memberRoutes(), [inquiry.detail.path]: detail({ isOwner: false }) });
    const r = renderMember(PATH);
    await user.click(await screen.findByRole('button', { name: '举报' }, { timeout: 10_000 }));
    await waitFor(() => expect(r.location()).toMatch(/^\/login/));
  });
});
