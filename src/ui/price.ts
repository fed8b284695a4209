// The one price format of the portal: ¥ with thousands separators, two decimals and the unit,
// e.g. ¥3,450.00/吨. Shown in the theme's orange-red accent by <Price>.
// Formatted by hand: the first Intl.NumberFormat of a page costs tens of milliseconds of start-up.
const yuan = {
  format(n: number): string {
    // rounded half away from zero on the decimal digits, as Intl does (1.005 → 1.01)
    const shifted = Math.round(Number(`${Math.abs(n)}e2`));
    const [whole, cents] = (Number.isFinite(shifted) ? shifted / 100 : Math.abs(n)).toFixed(2).split('.');
    return `${n < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
  },
};

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
