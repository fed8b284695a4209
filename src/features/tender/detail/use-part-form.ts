// The supplier's three forms on the tenderParticipation flow (保证金凭证, 密封投标, 提出异议) on the
// form kit's useFlowForm: the flow's own refusals (PART_FORM_MSG) at the field each names; the
// server's refusals stay the panel's.
import { PART_FORM_MSG } from '../../../../machines/tender-participation.machine';
import { useFlowForm } from '../../../ui/form';
import type { ParticipationView } from './use-participation';

/** The field each of the flow's own refusals names. */
const PART_PATHS: Partial<Record<string, string>> = {
  [PART_FORM_MSG.form]: 'form',
  [PART_FORM_MSG.proof]: 'proofNo',
  [PART_FORM_MSG.voucher]: 'attachId',
  [PART_FORM_MSG.price]: 'price',
  [PART_FORM_MSG.duration]: 'durationDays',
  [PART_FORM_MSG.objection]: 'content',
};

/** Whether the panel shows `error` (a refusal that belongs to no field). */
export const panelError = (error: string) => !PART_PATHS[error];

export const usePartForm = <D extends object>(part: ParticipationView, initial: D, send: (values: D) => void) =>
  useFlowForm({ initial, error: part.error, paths: PART_PATHS, send });
