// The supplier certification page: a refused application shows its state and the 审核员's reason
// and comes back filled in; a wrong credit code is refused at input under its field (nothing sent);
// the corrected form is sent once, keeping the uploaded licence, and the page shows 待审核.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onboarding, type CertView } from '../../src/api/onboarding';
import { product } from '../../src/api/product';
import { system } from '../../src/api/system';
import { USCC_MSG } from '../../src/api/finance-fields';
import { fakeMemberApi, fill, memberRoutes, renderMember, resetBrowser } from './auth-render';
import { categoryTree } from './fixtures';
import { regions } from './mall-api';

beforeEach(() => resetBrowser());
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowser();
});

const refused: CertView = {
  id: 7,
  companyName: '无锡锦程钢构材料有限公司',
  scope: 'both',
  scopeName: '采购商和供应商',
  status: 'refused',
  statusName: '已驳回',
  creditCode: '91350100M000100Y43',
  legalPerson: '周建国',
  licenceAttachId: 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4',
  licenceValidUntil: '2045-06-30',
  categories: [{ id: 1, name: '钢材' }],
  provinces: [{ code: '320000', name: '江苏省' }],
  contactName: '周建国',
  contactPhone: '13912345678',
  submittedAt: '2026-11-25T02:00:00.000Z',
  decidedAt: '2026-11-26T02:00:00.000Z',
  rejectReason: '营业执照照片不清晰',
  canSubmit: true,
};

describe('the supplier certification page', { timeout: 30000 }, () => {
  it('shows a refusal with its reason, checks the form at input and resubmits once', async () => {
    const user = userEvent.setup();
    let mine: CertView = refused;
    const api = fakeMemberApi({
      ...memberRoutes(),
      [product.categoryTree.path]: categoryTree,
      [system.provinces.path]: regions.filter((r) => r.level === 1),
      [onboarding.mine.path]: () => mine,
      [onboarding.submit.path]: () => {
        mine = { ...refused, status: 'pending', statusName: '待审核', rejectReason: '', canSubmit: false };
        return mine;
      },
    });
    renderMember('/company/supplier-cert', { member: { username: '周经理' } });
    const state = await screen.findByRole('region', { name: /认证状态/ });
    expect(within(state).getByText('已驳回')).toBeInTheDocument();
    expect(within(state).getByText('驳回原因：营业执照照片不清晰')).toBeInTheDocument();

    const form = await screen.findByRole('form', { name: '供应商认证资料' });
    const code = within(form).getByRole('textbox', { name: '统一社会信用代码' });
    expect(code).toHaveValue(refused.creditCode);
    await user.clear(code);
    await fill(user, code, '91350100M000100Y44');
    await user.click(within(form).getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(USCC_MSG));
    expect(api.bodies(onboarding.submit.path)).toEqual([]);

    await user.clear(code);
    await fill(user, code, '91440300708461136t');
    await user.click(within(form).getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(api.bodies(onboarding.submit.path)).toHaveLength(1));
    expect(api.bodies(onboarding.submit.path)[0]).toMatchObject({
      creditCode: '91440300708461136T',
      licenceAttachId: refused.licenceAttachId,
      categoryIds: [1],
      provinceCodes: ['320000'],
    });
    expect(
      await within(await screen.findByRole('region', { name: /认证状态/ })).findByText('待审核'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '供应商认证资料' })).not.toBeInTheDocument();
  });
});
