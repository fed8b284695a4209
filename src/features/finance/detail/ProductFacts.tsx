// A product's facts: institution, amount and term range, reference rate, guarantee kind, who it is
// for and its scenes; the conditions, materials, steps and time to funds.
import type { ProductDetail } from '../../../api/finance';
import { formatDay } from '../../../ui/date';
import { Facts } from '../../../ui/Facts';
import { amountText, rateLabel, rateText, termText } from '../common/format';
import classes from '../common/finance.module.css';

function Items({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section className={classes.block} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={classes.list}>
        {items.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </section>
  );
}

export function ProductFacts({ p }: { p: ProductDetail }) {
  const facts: [string, string][] = [
    ['服务机构', `${p.institution.name}（${p.institution.kindName}）`],
    ['服务类型', p.serviceTypeName],
    ['融资额度', amountText(p)],
    ['融资期限', termText(p)],
    [rateLabel(p), `${rateText(p)}（仅供参考，以审批为准）`],
    ['担保方式', p.guaranteeName],
    ['适用对象', p.audienceNames.join('、')],
    ['适用场景', p.sceneNames.join('、')],
    ['放款时效', `审批通过后 ${p.fundingDays} 个工作日内`],
    ['上线时间', formatDay(p.onlineAt)],
  ];
  return (
    <>
      <section className={classes.block} aria-labelledby="product-facts">
        <h2 id="product-facts">产品要素</h2>
        <Facts rows={facts} className={classes.figures} />
        {p.features.length > 0 && <p className={classes.note}>产品特点：{p.features.join('；')}</p>}
      </section>
      <Items id="product-conditions" title="申请条件" items={p.conditions} />
      <Items id="product-materials" title="所需材料" items={p.materials} />
      <section className={classes.block} aria-labelledby="product-steps">
        <h2 id="product-steps">办理流程</h2>
        <ol className={classes.list}>
          {p.steps.map((s, i) => (
            <li key={s.name}>
              <span>
                {i + 1}. {s.name}
              </span>
              <span className={classes.day}>{s.days}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
