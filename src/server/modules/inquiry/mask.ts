// What visitors and counterparties see of people and companies.
export { maskPhone } from '../auth/phone';

/** 张伟 → 张** */
export const maskPerson = (name: string): string => (name ? `${name.slice(0, 1)}**` : '');

/** 南京华建建设工程有限公司 → 南京**建设工程有限公司: the trade name goes, place and trade stay. */
export function maskCompany(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}**`;
  return `${name.slice(0, 2)}**${name.slice(4)}`;
}

/** A UTC stamp as Beijing wall-clock time for messages: 2026-11-25 17:00 */
export function beijing(stamp: string): string {
  const ms = Date.parse(`${stamp.replace(' ', 'T')}Z`) + 8 * 3_600_000;
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}
