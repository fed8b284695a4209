// The area → boxes calculator of a tile (pure; the goods detail runs it as the user types, the
// tests run it from a table): a room's length × width, or square metres, plus 损耗 % → whole
// boxes, pieces, the square metres they lay and the total; then whether one colour batch (色号)
// holds that many boxes, and if not, the largest batch there is.

export interface TileBox {
  /** Square metres one box lays (pieces × tile area). */
  m2PerBox: number;
  piecesPerBox: number;
  /** Price of one box (the goods' price, 元/箱). */
  boxPrice: number;
}
export interface BatchStock {
  id: number;
  batchNo: string;
  /** Boxes in stock. */
  stock: number;
}
export type AreaInput =
  | { mode: 'room'; lengthM: number; widthM: number; wastePercent: number }
  | { mode: 'area'; m2: number; wastePercent: number };

export interface BoxPlan {
  /** The area to cover, m² (2 decimals). */
  netM2: number;
  /** With waste, m² (2 decimals). */
  grossM2: number;
  boxes: number;
  pieces: number;
  /** What the boxes lay, m² (2 decimals). */
  boxM2: number;
  total: number;
}
export interface BatchCover {
  /** One batch holds every box. */
  covered: boolean;
  /** The batch to take: the largest (most stock); null when no batch has stock. */
  batch: BatchStock | null;
  /** Boxes the largest batch lacks (0 when covered). */
  shortBoxes: number;
}

export const WASTE_DEFAULT = 5;
export const LIMITS = { sideM: [0.1, 200], m2: [0.1, 20_000], waste: [0, 30] } as const;
export const MAX_BOXES = 1_000_000;

const within = (v: number, [lo, hi]: readonly [number, number]) => Number.isFinite(v) && v >= lo && v <= hi;
const round2 = (v: number) => Math.round(v * 100) / 100;

/** The area's problem in Chinese, or null when it is usable. */
export function areaProblem(a: AreaInput): string | null {
  if (!within(a.wastePercent, LIMITS.waste)) return `损耗应在 ${LIMITS.waste[0]}–${LIMITS.waste[1]}% 之间`;
  if (a.mode === 'room') {
    if (!within(a.lengthM, LIMITS.sideM) || !within(a.widthM, LIMITS.sideM))
      return `房间长、宽应在 ${LIMITS.sideM[0]}–${LIMITS.sideM[1]} 米之间`;
  } else if (!within(a.m2, LIMITS.m2)) return `面积应在 ${LIMITS.m2[0]}–${LIMITS.m2[1]} ㎡ 之间`;
  return null;
}

/** Whole boxes for the area plus waste; null when the input is unusable. */
export function planBoxes(a: AreaInput, tile: TileBox): BoxPlan | null {
  if (areaProblem(a) || !(tile.m2PerBox > 0) || !(tile.piecesPerBox > 0)) return null;
  const netM2 = round2(a.mode === 'room' ? a.lengthM * a.widthM : a.m2);
  const grossM2 = round2((netM2 * (100 + a.wastePercent)) / 100);
  // A hair below a whole box is that box (1.44 × 3 is 4.319999…); never a box less than needed.
  const boxes = Math.max(1, Math.ceil(grossM2 / tile.m2PerBox - 1e-9));
  if (boxes > MAX_BOXES) return null;
  return {
    netM2,
    grossM2,
    boxes,
    pieces: boxes * tile.piecesPerBox,
    boxM2: round2(boxes * tile.m2PerBox),
    total: Math.round(boxes * tile.boxPrice * 100) / 100,
  };
}

/** Boxes for a given count (ordering by boxes instead of area). */
export function planForBoxes(boxes: number, tile: TileBox): BoxPlan {
  const boxM2 = round2(boxes * tile.m2PerBox);
  return {
    netM2: boxM2,
    grossM2: boxM2,
    boxes,
    pieces: boxes * tile.piecesPerBox,
    boxM2,
    total: Math.round(boxes * tile.boxPrice * 100) / 100,
  };
}

/** The largest batch (ties: the lower id), and whether it alone holds the boxes. */
export function batchCover(boxes: number, batches: readonly BatchStock[]): BatchCover {
  const largest = batches
    .filter((b) => b.stock > 0)
    .reduce<BatchStock | null>(
      (best, b) => (!best || b.stock > best.stock || (b.stock === best.stock && b.id < best.id) ? b : best),
      null,
    );
  if (!largest) return { covered: false, batch: null, shortBoxes: boxes };
  return { covered: largest.stock >= boxes, batch: largest, shortBoxes: Math.max(0, boxes - largest.stock) };
}
