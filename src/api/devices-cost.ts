// All-in job cost (全包价): what a job costs with one listing — the rent in its cheapest mode
// (台班 = 8 h, 天 covers 8 h, 月 covers 30 days of 8 h; overtime by the hour at the mode's own
// hourly equivalent), mobilisation and assembly fees, an operator and fuel when the listing
// does not include them. Pure: the server sorts by it, the card and the list show it.
import { RENT_MODE_NAMES, type RentMode } from './devices-dicts';

export const SHIFT_HOURS = 8;
export const MONTH_DAYS = 30;
/** 操作手 per working day when the listing comes without one (元). */
export const OPERATOR_PER_DAY = 400;
/** 0# diesel, 元/升. */
export const FUEL_PRICE = 7.5;

export interface CostJob {
  days: number;
  hoursPerDay: number;
}
export interface CostListing {
  prices: Partial<Record<RentMode, number | null>>;
  mobilisationFee: number;
  assemblyFee: number;
  withOperator: boolean;
  fuelIncluded: boolean;
  /** Shortest rent in days (a month listing often says 30). */
  minRentDays: number;
  quantity?: number;
  fuelPerHour: number;
}
export interface CostLine {
  label: string;
  amount: number;
}
export interface JobCost {
  total: number;
  mode: RentMode;
  modeName: string;
  rent: number;
  /** The rent in every mode the listing offers (cheapest first). */
  modes: { mode: RentMode; modeName: string; rent: number }[];
  lines: CostLine[];
}

const yuan = (n: number) => Math.round(n * 100) / 100;

/** The rent of `days` days at `hoursPerDay` in one mode; null when the mode is not offered or not time-based. */
export function rentIn(
  mode: RentMode,
  price: number | null | undefined,
  job: CostJob,
  minRentDays: number,
): number | null {
  if (price === null || price === undefined || price <= 0 || mode === 'cube') return null;
  const days = Math.max(job.days, minRentDays);
  const h = job.hoursPerDay;
  const over = Math.max(0, h - SHIFT_HOURS);
  switch (mode) {
    case 'hour':
      return yuan(price * h * days);
    case 'shift':
      // Half-shift steps: up to 4 h is half a shift, 4–8 h one, 10 h one and a half.
      return yuan(price * (Math.ceil((h * 2) / SHIFT_HOURS) / 2) * days);
    case 'day':
      return yuan(price * days + (price / SHIFT_HOURS) * over * days);
    case 'month': {
      const months = Math.ceil(days / MONTH_DAYS);
      const hourly = price / MONTH_DAYS / SHIFT_HOURS;
      return yuan(price * months + hourly * over * days);
    }
  }
}

/** The cheapest whole cost of the job with this listing; null when no time-based price is given (面议 or 按方量). */
export function jobCost(l: CostListing, job: CostJob): JobCost | null {
  const modes = (Object.keys(l.prices) as RentMode[])
    .map((mode) => ({ mode, modeName: RENT_MODE_NAMES[mode], rent: rentIn(mode, l.prices[mode], job, l.minRentDays) }))
    .filter((m): m is { mode: RentMode; modeName: string; rent: number } => m.rent !== null)
    .sort((a, b) => a.rent - b.rent);
  if (modes.length === 0) return null;
  const best = modes[0];
  const lines: CostLine[] = [{ label: `租金（按${best.modeName}）`, amount: best.rent }];
  if (l.mobilisationFee > 0) lines.push({ label: '进出场费', amount: l.mobilisationFee });
  if (l.assemblyFee > 0) lines.push({ label: '安拆费', amount: l.assemblyFee });
  if (!l.withOperator)
    lines.push({ label: `操作手（${OPERATOR_PER_DAY} 元/天）`, amount: OPERATOR_PER_DAY * job.days });
  if (!l.fuelIncluded && l.fuelPerHour > 0) {
    lines.push({
      label: `燃油（约 ${l.fuelPerHour} 升/小时）`,
      amount: yuan(l.fuelPerHour * job.hoursPerDay * job.days * FUEL_PRICE),
    });
  }
  const total = yuan(lines.reduce((s, x) => s + x.amount, 0));
  return { total, mode: best.mode, modeName: best.modeName, rent: best.rent, modes, lines };
}

/** From how many days on a month's rent beats the shift rent (at 8 h a day); null when one is missing. */
export function monthBeatsShiftAfter(
  shift: number | null | undefined,
  month: number | null | undefined,
): number | null {
  if (!shift || !month) return null;
  for (let d = 1; d <= MONTH_DAYS; d++) if (shift * d > month) return d;
  return null;
}
