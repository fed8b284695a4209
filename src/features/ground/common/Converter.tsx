// 吨/方 converter: pick a material (its density) and type tonnes or cubic metres; the other
// answers in place (a status line reads it out).
import { useState } from 'react';
import { cubicToTons, GROUND_MATERIALS, tonsToCubic } from '../../../api/ground-dicts';
import classes from './ground.module.css';

export function Converter({ initial }: { initial?: string | null }) {
  const [code, setCode] = useState(initial ?? GROUND_MATERIALS[0].code);
  const [amount, setAmount] = useState('10');
  const [from, setFrom] = useState<'t' | 'm3'>('t');
  const m = GROUND_MATERIALS.find((x) => x.code === code) ?? GROUND_MATERIALS[0];
  const n = Number(amount);
  const ok = amount !== '' && Number.isFinite(n) && n >= 0 && n <= 1_000_000;
  const answer = ok
    ? from === 't'
      ? `${tonsToCubic(n, m.tonPerCubic)} 方`
      : `${cubicToTons(n, m.tonPerCubic)} 吨`
    : '请输入 0—1000000 的数量';
  return (
    <section className={classes.converter} aria-label="吨方换算">
      <strong>吨/方换算：</strong>
      <select className={classes.select} aria-label="换算材料" value={code} onChange={(e) => setCode(e.target.value)}>
        {GROUND_MATERIALS.map((x) => (
          <option key={x.code} value={x.code}>
            {x.name}（{x.tonPerCubic} 吨/方）
          </option>
        ))}
      </select>
      <input aria-label="数量" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value.trim())} />
      <select
        className={classes.select}
        aria-label="单位"
        value={from}
        onChange={(e) => setFrom(e.target.value as 't' | 'm3')}
      >
        <option value="t">吨</option>
        <option value="m3">方</option>
      </select>
      <span>≈</span>
      <output className={classes.answer} aria-live="polite" data-testid="converted">
        {answer}
      </output>
    </section>
  );
}
