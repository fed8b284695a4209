// One page of finance products: institution mark and name, product, service type, scenes and
// guarantee; amount, term, reference rate and time to funds; the link to apply.
import { Link } from 'wouter';
import type { ProductCard } from '../../../api/finance';
import { amountText, rateLabel, rateText, termText } from './format';
import classes from './finance.module.css';

export function ProductItem({ p, href }: { p: ProductCard; href: string }) {
  return (
    <li className={classes.product}>
      <span className={classes.logo} aria-hidden="true" data-kind={p.institution.kind}>
        {p.institution.logoText}
      </span>
      <div className={classes.productMain}>
        <h2 className={classes.productTitle}>
          <Link href={href}>{p.name}</Link>
        </h2>
        <p className={classes.meta}>
          <span>{p.institution.name}</span>
          <span className={classes.tag}>{p.serviceTypeName}</span>
          <span className={classes.tag}>{p.guaranteeName}</span>
          {p.sceneNames.map((s) => (
            <span key={s} className={classes.scene}>
              {s}
            </span>
          ))}
        </p>
        <dl className={classes.figures}>
          <div>
            <dt>额度</dt>
            <dd>{amountText(p)}</dd>
          </div>
          <div>
            <dt>期限</dt>
            <dd>{termText(p)}</dd>
          </div>
          <div>
            <dt>{rateLabel(p)}</dt>
            <dd className={classes.rate}>{rateText(p)}</dd>
          </div>
          <div>
            <dt>放款时效</dt>
            <dd>{p.fundingDays} 个工作日</dd>
          </div>
        </dl>
      </div>
      <div className={classes.productSide}>
        <span className={classes.count}>{p.applyCount} 家企业申请</span>
        <Link href={href} className={classes.applyLink} aria-label={`立即申请 ${p.name}`}>
          立即申请
        </Link>
      </div>
    </li>
  );
}

export function ProductRows({ records, hrefOf }: { records: ProductCard[]; hrefOf: (p: ProductCard) => string }) {
  return (
    <ul className={classes.products}>
      {records.map((p) => (
        <ProductItem key={p.id} p={p} href={hrefOf(p)} />
      ))}
    </ul>
  );
}
