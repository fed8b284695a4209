// What visitors and counterparties see of people and companies.

/** 13800138000 → 138****8000 */
export const maskPhone = (phone: string): string => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** 张伟 → 张** */
export const maskPerson = (name: string): string => (name ? `${name.slice(0, 1)}**` : '');

/** 南京华建建设工程有限公司 → 南京**建设工程有限公司: the trade name goes, place and trade stay. */
export function maskCompany(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}**`;
  return `${name.slice(0, 2)}**${name.slice(4)}`;
}
