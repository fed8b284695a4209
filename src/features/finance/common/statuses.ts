// The tone of each application status (APPLY_STATUSES): 已提交, 受理中, 已放款, 未通过, 补充材料, 审批通过.
export const STATUS_TONES: Record<string, string> = {
  '1': 'brand',
  '2': 'warn',
  '3': 'ok',
  '4': 'danger',
  '5': 'alert',
  '6': 'info',
};
