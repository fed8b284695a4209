// The one price format of the portal: ¥ with thousands separators, two decimals and the unit,
// e.g. ¥3,450.00/吨. Shown in the theme's orange-red accent by <Price>.
const yuan = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatPrice(price: number, unit?: string): string {
  if (!Number.isFinite(price)) return '面议';
  const amount = `¥${yuan.format(price)}`;
  return unit ? `${amount}/${unit}` : amount;
}

/** Large amounts (budgets, turnover) in 万元 with two decimals, e.g. 1,234.56万元. */
export function formatWan(amount: number): string {
  if (!Number.isFinite(amount)) return '—';
  return `${yuan.format(amount / 10000)}万元`;
}
