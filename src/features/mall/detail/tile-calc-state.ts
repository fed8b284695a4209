// The calculator's inputs as typed (text) and what they mean: the plan of boxes and the batch
// cover, from the pure calculator (src/api/taoci-calc.ts).
import type { TileFacts } from '../../../api/taoci';
import {
  areaProblem,
  batchCover,
  planBoxes,
  planForBoxes,
  WASTE_DEFAULT,
  type AreaInput,
  type BoxPlan,
} from '../../../api/taoci-calc';

export type CalcMode = 'room' | 'area' | 'boxes';
export interface CalcInputs {
  mode: CalcMode;
  length: string;
  width: string;
  m2: string;
  boxes: string;
  waste: string;
  /** The chosen batch; null: the largest. */
  batchId: number | null;
}
export const initialInputs: CalcInputs = {
  mode: 'room',
  length: '',
  width: '',
  m2: '',
  boxes: '',
  waste: String(WASTE_DEFAULT),
  batchId: null,
};

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

export interface CalcResult {
  plan: BoxPlan | null;
  /** Why there is no plan (empty inputs: null). */
  problem: string | null;
  batch: TileFacts['batches'][number] | null;
  largest: TileFacts['batches'][number] | null;
  /** The chosen batch holds every box. */
  covered: boolean;
}

export function calculate(tile: TileFacts, v: CalcInputs): CalcResult {
  const box = { m2PerBox: tile.m2PerBox, piecesPerBox: tile.piecesPerBox, boxPrice: tile.boxPrice };
  let plan: BoxPlan | null = null;
  let problem: string | null = null;
  const empty =
    v.mode === 'room' ? !v.length.trim() || !v.width.trim() : v.mode === 'area' ? !v.m2.trim() : !v.boxes.trim();
  if (!empty) {
    if (v.mode === 'boxes') {
      const n = num(v.boxes);
      if (Number.isInteger(n) && n >= 1 && n <= 100_000) plan = planForBoxes(n, box);
      else problem = '箱数应为 1–100000 的整数';
    } else {
      const area: AreaInput =
        v.mode === 'room'
          ? { mode: 'room', lengthM: num(v.length), widthM: num(v.width), wastePercent: num(v.waste) }
          : { mode: 'area', m2: num(v.m2), wastePercent: num(v.waste) };
      problem = areaProblem(area);
      plan = problem ? null : planBoxes(area, box);
    }
  }
  const cover = batchCover(plan?.boxes ?? 1, tile.batches);
  const largest = cover.batch ? (tile.batches.find((b) => b.id === cover.batch!.id) ?? null) : null;
  const chosen =
    v.batchId !== null ? (tile.batches.find((b) => b.id === v.batchId && b.stock > 0) ?? largest) : largest;
  return { plan, problem, batch: chosen, largest, covered: !!plan && !!chosen && chosen.stock >= plan.boxes };
}
