// A tile's purchase on the goods detail: room size, area or boxes, plus 损耗 % → whole boxes,
// pieces, ㎡ and the total; the colour batch (色号) the boxes come from; whether that one batch
// holds them all (else it says so and offers the largest batch) before 加入购物车, which sends the
// boxes with the batch (the server holds the line to it).
import { useId, useState } from 'react';
import '../../../ui/mantine-components';
import { Button } from '@mantine/core';
import { Link } from 'wouter';
import type { TileFacts } from '../../../api/taoci';
import { portalRoutes } from '../../../shared/sections/portal/routes';
import { formatPrice } from '../../../ui/price';
import { calculate, initialInputs, type CalcInputs, type CalcMode } from './tile-calc-state';
import { useAddToCart } from './use-add-to-cart';
import classes from './tile.module.css';

const MODES: { value: CalcMode; label: string }[] = [
  { value: 'room', label: '按房间尺寸' },
  { value: 'area', label: '按面积' },
  { value: 'boxes', label: '按箱数' },
];

function Field({
  label,
  unit,
  value,
  onChange,
  name,
}: {
  label: string;
  unit: string;
  value: string;
  onChange: (v: string) => void;
  name: string;
}) {
  const id = useId();
  return (
    <span className={classes.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
      />
      <span aria-hidden="true">{unit}</span>
    </span>
  );
}

export function TileCalculator({ tile }: { tile: TileFacts }) {
  const [v, setV] = useState<CalcInputs>(initialInputs);
  const set = (patch: Partial<CalcInputs>) => setV((old) => ({ ...old, ...patch }));
  const { add, isAdding } = useAddToCart();
  const r = calculate(tile, v);
  const modeName = useId();
  const batchName = useId();
  const inStock = tile.batches.filter((b) => b.stock > 0);
  return (
    <section className={classes.calc} aria-labelledby="tile-calc">
      <h2 id="tile-calc">面积算箱数</h2>
      <fieldset className={classes.modes}>
        <legend>计算方式</legend>
        {MODES.map((m) => (
          <label key={m.value}>
            <input
              type="radio"
              name={modeName}
              value={m.value}
              checked={v.mode === m.value}
              onChange={() => set({ mode: m.value })}
            />
            {m.label}
          </label>
        ))}
      </fieldset>
      <div className={classes.inputs}>
        {v.mode === 'room' && (
          <>
            <Field name="length" label="房间长" unit="米" value={v.length} onChange={(length) => set({ length })} />
            <Field name="width" label="房间宽" unit="米" value={v.width} onChange={(width) => set({ width })} />
          </>
        )}
        {v.mode === 'area' && (
          <Field name="m2" label="铺贴面积" unit="㎡" value={v.m2} onChange={(m2) => set({ m2 })} />
        )}
        {v.mode === 'boxes' && (
          <Field name="boxes" label="采购箱数" unit="箱" value={v.boxes} onChange={(boxes) => set({ boxes })} />
        )}
        {v.mode !== 'boxes' && (
          <Field name="waste" label="损耗" unit="%" value={v.waste} onChange={(waste) => set({ waste })} />
        )}
      </div>
      <fieldset className={classes.batchPick}>
        <legend>色号（同一订单只发一个批次）</legend>
        {inStock.length === 0 && <p>各色号均已售罄</p>}
        {inStock.map((b) => (
          <label key={b.id}>
            <input
              type="radio"
              name={batchName}
              value={b.id}
              checked={r.batch?.id === b.id}
              onChange={() => set({ batchId: b.id })}
            />
            {b.batchNo}（库存 {b.stock} 箱{b.status === 'low' ? '，紧张' : ''}）
          </label>
        ))}
      </fieldset>
      <div className={classes.result} aria-live="polite">
        {r.problem && <p className={classes.problem}>{r.problem}</p>}
        {r.plan && (
          <p>
            需 <strong>{r.plan.boxes}</strong> 箱（{r.plan.pieces} 片，可铺 {r.plan.boxM2} ㎡
            {v.mode !== 'boxes' && `，面积 ${r.plan.netM2} ㎡ 含损耗 ${r.plan.grossM2} ㎡`}），合计{' '}
            <strong className={classes.total}>{formatPrice(r.plan.total)}</strong>
          </p>
        )}
        {r.plan && r.batch && r.covered && (
          <p className={classes.ok}>
            色号 {r.batch.batchNo} 库存 {r.batch.stock} 箱，可整批供货，无色差之忧。
          </p>
        )}
        {r.plan && !r.covered && (
          <div className={classes.warn}>
            <p>
              {r.batch
                ? `所选色号 ${r.batch.batchNo} 只有 ${r.batch.stock} 箱，不够 ${r.plan.boxes} 箱。`
                : '暂无库存。'}
              不同批次可能有色差，本店不混批发货。
            </p>
            {r.largest && r.largest.id !== r.batch?.id && r.largest.stock >= r.plan.boxes && (
              <button type="button" className={classes.offer} onClick={() => set({ batchId: r.largest!.id })}>
                改用库存最多的色号 {r.largest.batchNo}（{r.largest.stock} 箱）
              </button>
            )}
            {r.largest && r.largest.stock < r.plan.boxes && (
              <>
                <p>
                  单一色号最多 {r.largest.stock} 箱（色号 {r.largest.batchNo}，约{' '}
                  {Math.round(r.largest.stock * tile.m2PerBox * 100) / 100} ㎡）。
                </p>
                <button
                  type="button"
                  className={classes.offer}
                  onClick={() => set({ mode: 'boxes', boxes: String(r.largest!.stock), batchId: r.largest!.id })}
                >
                  按色号 {r.largest.batchNo} 的 {r.largest.stock} 箱采购
                </button>
              </>
            )}
          </div>
        )}
      </div>
      <div className={classes.actions}>
        <Button
          size="md"
          color="price"
          disabled={!tile.onSale || !r.plan || !r.covered}
          loading={isAdding(tile.goodsId)}
          onClick={() => r.plan && r.batch && void add(tile.goodsId, r.plan.boxes, r.batch.id)}
        >
          {r.plan && r.covered ? `加入购物车（${r.plan.boxes} 箱）` : '加入购物车'}
        </Button>
        <Link href={portalRoutes.cart.href()} className={classes.cartLink}>
          去购物车结算 ›
        </Link>
        {!tile.onSale && <span className={classes.problem}>该瓷砖已下架</span>}
      </div>
    </section>
  );
}
