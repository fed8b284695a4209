// The apply form's rule for a tender's 投标保函 (issue 45): the guarantee goes to the desk of the
// institution whose product is chosen, so the form asks for one.
import { expect, it } from 'vitest';
import { DRAFT_MSG, financeDraftError } from '../../machines/finance-forms';
import { validDraft } from './finance-path-specs';

it('asks for the institution’s product when applying for a tender’s bid guarantee', () => {
  const guarantee = { ...validDraft, serviceType: '4', sceneType: '5', tenderNo: 'ZB20261126000012', agreed: true };
  expect(financeDraftError({ ...guarantee, productId: null })).toBe(DRAFT_MSG.guaranteeProduct);
  expect(financeDraftError({ ...guarantee, productId: 42 })).toBeNull();
  expect(financeDraftError({ ...validDraft, productId: null, agreed: true })).toBeNull();
});
