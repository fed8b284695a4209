// The tile calculator, from a table: area or room → whole boxes with waste, pieces, ㎡, total;
// whether one colour batch holds the boxes, else the largest batch and what it lacks.
import { describe, expect, it } from 'vitest';
import {
  areaProblem,
  batchCover,
  planBoxes,
  planForBoxes,
  type AreaInput,
  type TileBox,
} from '../../src/api/taoci-calc';

const T800: TileBox = { m2PerBox: 1.92, piecesPerBox: 3, boxPrice: 172.8 }; // 800×800, 3 a box, 90 元/㎡
const T600: TileBox = { m2PerBox: 1.44, piecesPerBox: 2, boxPrice: 100.8 }; // 600×1200, 2 a box, 70 元/㎡
const BRICK: TileBox = { m2PerBox: 0.5184, piecesPerBox: 36, boxPrice: 25.92 }; // 240×60 劈开砖

describe('area → boxes', () => {
  it.each<
    [
      string,
      AreaInput,
      TileBox,
      { netM2: number; grossM2: number; boxes: number; pieces: number; boxM2: number; total: number },
    ]
  >([
    [
      'exact boxes, no waste',
      { mode: 'area', m2: 19.2, wastePercent: 0 },
      T800,
      { netM2: 19.2, grossM2: 19.2, boxes: 10, pieces: 30, boxM2: 19.2, total: 1728 },
    ],
    [
      'a little over rounds up a whole box',
      { mode: 'area', m2: 19.21, wastePercent: 0 },
      T800,
      { netM2: 19.21, grossM2: 19.21, boxes: 11, pieces: 33, boxM2: 21.12, total: 1900.8 },
    ],
    [
      '5 % waste',
      { mode: 'area', m2: 20, wastePercent: 5 },
      T800,
      { netM2: 20, grossM2: 21, boxes: 11, pieces: 33, boxM2: 21.12, total: 1900.8 },
    ],
    [
      '10 % waste pushes a box further',
      { mode: 'area', m2: 20, wastePercent: 10 },
      T800,
      { netM2: 20, grossM2: 22, boxes: 12, pieces: 36, boxM2: 23.04, total: 2073.6 },
    ],
    [
      'room 4.2 × 3.6 m, 8 %',
      { mode: 'room', lengthM: 4.2, widthM: 3.6, wastePercent: 8 },
      T600,
      { netM2: 15.12, grossM2: 16.33, boxes: 12, pieces: 24, boxM2: 17.28, total: 1209.6 },
    ],
    [
      'float edge: 4.32 ㎡ is exactly 3 boxes of 1.44',
      { mode: 'area', m2: 4.32, wastePercent: 0 },
      T600,
      { netM2: 4.32, grossM2: 4.32, boxes: 3, pieces: 6, boxM2: 4.32, total: 302.4 },
    ],
    [
      'a tiny area is still one box',
      { mode: 'area', m2: 0.1, wastePercent: 0 },
      T800,
      { netM2: 0.1, grossM2: 0.1, boxes: 1, pieces: 3, boxM2: 1.92, total: 172.8 },
    ],
    [
      'small bricks, 15 % waste',
      { mode: 'area', m2: 30, wastePercent: 15 },
      BRICK,
      { netM2: 30, grossM2: 34.5, boxes: 67, pieces: 2412, boxM2: 34.73, total: 1736.64 },
    ],
  ])('%s', (_, input, tile, expected) => {
    expect(planBoxes(input, tile)).toEqual(expected);
  });

  it.each<[AreaInput, string]>([
    [{ mode: 'area', m2: 0, wastePercent: 5 }, '面积'],
    [{ mode: 'area', m2: Number.NaN, wastePercent: 5 }, '面积'],
    [{ mode: 'room', lengthM: 0.05, widthM: 3, wastePercent: 5 }, '长、宽'],
    [{ mode: 'area', m2: 20, wastePercent: 31 }, '损耗'],
    [{ mode: 'area', m2: 20, wastePercent: -1 }, '损耗'],
  ])('refuses %o', (input, word) => {
    expect(areaProblem(input)).toContain(word);
    expect(planBoxes(input, T800)).toBeNull();
  });

  it('orders by boxes too', () => {
    expect(planForBoxes(4, T800)).toEqual({
      netM2: 7.68,
      grossM2: 7.68,
      boxes: 4,
      pieces: 12,
      boxM2: 7.68,
      total: 691.2,
    });
  });
});

describe('one colour batch', () => {
  const batches = [
    { id: 1, batchNo: '2409A07', stock: 40 },
    { id: 2, batchNo: '2410B12', stock: 120 },
    { id: 3, batchNo: '2411C03', stock: 0 },
  ];
  it.each([
    // boxes, covered, batch offered, short
    [12, true, '2410B12', 0],
    [120, true, '2410B12', 0],
    [121, false, '2410B12', 1],
    [300, false, '2410B12', 180],
  ] as const)('%d boxes: covered %s by %s, short %d', (boxes, covered, batchNo, short) => {
    const c = batchCover(boxes, batches);
    expect([c.covered, c.batch?.batchNo, c.shortBoxes]).toEqual([covered, batchNo, short]);
  });
  it('ties go to the older id; no stock offers nothing', () => {
    expect(
      batchCover(5, [
        { id: 9, batchNo: 'X', stock: 50 },
        { id: 4, batchNo: 'Y', stock: 50 },
      ]).batch?.batchNo,
    ).toBe('Y');
    expect(batchCover(5, [{ id: 3, batchNo: 'Z', stock: 0 }])).toEqual({ covered: false, batch: null, shortBoxes: 5 });
  });
});
