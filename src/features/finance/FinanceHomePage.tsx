// /financial-service: the finance landing (also the jr sub-site's): product families, the apply
// entry, featured products, the pre-check, the member's applications, latest notices and rules.
// `?apply=guarantee&tenderNo=…&beneficiary=…&margin=…&validUntil=…` (投标保函 from a tender) opens
// the apply form prefilled; `?apply=apply` opens it empty.
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { FinanceHome } from '../../api/finance';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { financeRoutes } from '../../shared/sections/finance/routes';
import { financeHomeView } from '../../shared/sections/finance/views';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { QueryNotice } from '../../ui/QueryNotice';
import { formatDay } from '../../ui/date';
import { ProductRows } from './common/ProductRows';
import { homeQuery } from './common/queries';
import { MyApplications } from './home/MyApplications';
import { Precheck } from './home/Precheck';
import classes from './common/finance.module.css';
import local from './home/home.module.css';

const ApplyForm = lazy(() => import('./apply/ApplyForm'));

export const loader: Loader = async ({ client }) => {
  await client.prefetchQuery(homeQuery);
};

function Hero({ home, onApply }: { home: FinanceHome; onApply: () => void }) {
  return (
    <section className={local.hero} aria-labelledby="finance-title">
      <h1 id="finance-title">金融服务</h1>
      <p>连接银行、保理、担保、保险与融资租赁机构，为建筑业企业解决采购、垫资、保证金与工资支付的资金需求。</p>
      <ul className={local.families}>
        {home.families.map((f) => (
          <li key={f.code}>
            <Link href={financeRoutes.financeList.href({ serviceType: f.code })}>
              <strong>{f.name}</strong>
              <span>
                {f.count} 款产品 · {f.rateFrom.toFixed(2)}% 起
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className={local.stats}>
        <span>合作机构 {home.stats.institutions} 家</span>
        <span>在线产品 {home.stats.products} 款</span>
        <span>累计申请 {home.stats.applications} 笔</span>
      </p>
      <div className={local.ctas}>
        <a href="#apply" className={local.cta} onClick={onApply}>
          提交融资需求
        </a>
        <Link href={financeRoutes.financeList.href()} className={local.cta}>
          全部产品
        </Link>
      </div>
    </section>
  );
}

function NoticeList({
  title,
  items,
  href,
  more,
}: {
  title: string;
  items: FinanceHome['notices'];
  href: (id: number) => string;
  more?: string;
}) {
  return (
    <section className={classes.block} aria-label={title}>
      <h2>
        {title}
        {more && (
          <Link href={more} className={local.more}>
            更多
          </Link>
        )}
      </h2>
      <ul className={classes.list}>
        {items.map((n) => (
          <li key={n.id}>
            <Link href={href(n.id)}>
              [{n.categoryName}] {n.title}
            </Link>
            <span className={classes.day}>{formatDay(n.publishTime)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function FinanceHomePage() {
  const { view, malformed } = useListView(financeHomeView);
  const home = useQuery(homeQuery);
  const [open, setOpen] = useState(view.apply !== '');
  const guarantee =
    view.apply === 'guarantee' && view.tenderNo
      ? {
          tenderNo: view.tenderNo,
          beneficiary: view.beneficiary,
          marginAmount: view.margin ?? null,
          validUntil: view.validUntil ?? '',
        }
      : undefined;
  return (
    <div className="page-column">
      <QueryNotice show={malformed} />
      <DataState state={home} skeleton={<SkeletonRows rows={8} height={40} />}>
        {(h) => (
          <>
            <Hero home={h} onApply={() => setOpen(true)} />
            <MyApplications />
            <section className={classes.block} aria-labelledby="featured-title">
              <h2 id="featured-title">
                精选产品
                <Link href={financeRoutes.financeList.href()} className={local.more}>
                  查看全部
                </Link>
              </h2>
              <ProductRows records={h.featured} hrefOf={(p) => financeRoutes.financeDetail.href({ id: p.id })} />
            </section>
            <Precheck />
            <section className={classes.block} id="apply" aria-labelledby="apply-title">
              <h2 id="apply-title">{guarantee ? '办理投标保函' : '提交融资需求'}</h2>
              {open ? (
                <Suspense fallback={<SkeletonRows rows={6} height={36} />}>
                  <ApplyForm productId={null} prefill={{ guarantee }} />
                </Suspense>
              ) : (
                <button type="button" className={classes.applyLink} onClick={() => setOpen(true)}>
                  填写融资需求
                </button>
              )}
            </section>
            <div className={local.columns}>
              <NoticeList title="金融公告" items={h.notices} href={(id) => financeRoutes.financeNotice.href({ id })} />
              <NoticeList
                title="平台规则"
                items={h.rules}
                href={(id) => financeRoutes.financeRules.href({ id })}
                more={financeRoutes.financeRules.href()}
              />
            </div>
          </>
        )}
      </DataState>
    </div>
  );
}
