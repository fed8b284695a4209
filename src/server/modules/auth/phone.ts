// One spelling per phone: the spec's pattern allows a leading 0, which must not make a second
// account or a second set of rate-limit counters.
export const normalizePhone = (phone: string): string => phone.replace(/^0(?=1)/, '');

/** 13800138000 → 138****8000 */
export const maskPhone = (phone: string): string => `${phone.slice(0, 3)}****${phone.slice(-4)}`;
