// /financial-service/financial-service-detail?id=: one product (finance info detail) with its
// facts and the apply form on the page (a lazy part, prefilled from the pre-check's query:
// moneyType, timeType, sceneType). An unknown id is the 404 page (HTTP 404 from the server render).
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import type { ProductDetail } from '../../api/finance';
import type { Loader } from '../../shared/query';
import { financeRoutes } from '../../shared/sections/finance/routes';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { NotFound } from '../../ui/NotFound';
import { amountText, rateLabel, rateText, termText } from './common/format';
import { productDetailQuery, readId } from './common/queries';
import { ProductFacts } from './detail/ProductFacts';
import classes from './common/finance.module.css';

const ApplyForm = lazy(() => import('./apply/ApplyForm'));

export const loader: Loader = async ({ client, search }) => {
  const id = readId(search);
  if (id === null) return { notFound: true };
  const detail = await client.fetchQuery(productDetailQuery(id)).catch(() => undefined);
  return { notFound: detail === null };
};

const code = (s: URLSearchParams, k: string) => (/^\d$/.test(s.get(k) ?? '') ? s.get(k)! : undefined);

function Detail({ p }: { p: ProductDetail }) {
  const search = new URLSearchParams(useSearch());
  const prefill = {
    moneyType: code(search, 'moneyType'),
    timeType: code(search, 'timeType'),
    sceneType: code(search, 'sceneType') ?? p.sceneCodes[0],
  };
  return (
    <>
      <Breadcrumb
        trail={[
          { label: '金融服务', href: financeRoutes.finance.href() },
          { label: '金融产品', href: financeRoutes.financeList.href() },
        ]}
        current={p.name}
      />
      <header className={classes.head}>
        <h1>{p.name}</h1>
        <a href="#apply" className={classes.applyLink}>
          立即申请
        </a>
        <span className={classes.total}>
          {p.institution.name} · {p.serviceTypeName} · {amountText(p)} · {termText(p)} · {rateLabel(p)}{' '}
          <strong className={classes.rate}>{rateText(p)}</strong>
        </span>
      </header>
      <p className={classes.note}>{p.summary}</p>
      <ProductFacts p={p} />
      <section className={classes.block} aria-labelledby="product-apply" id="apply">
        <h2 id="product-apply">在线申请</h2>
        <Suspense fallback={<SkeletonRows rows={6} height={36} />}>
          <ApplyForm productId={p.id} fixedService={p.serviceType} prefill={prefill} />
        </Suspense>
      </section>
    </>
  );
}

export default function FinanceDetailPage() {
  const id = readId(useSearch());
  const detail = useQuery({ ...productDetailQuery(id ?? 0), enabled: id !== null });
  if (id === null || detail.data === null) {
    return (
      <NotFound
        title="该金融产品不存在"
        note="产品可能已下线或链接有误。"
        back={{ href: financeRoutes.financeList.href(), label: '查看其他金融产品' }}
      />
    );
  }
  return (
    <div className="page-column">
      <DataState state={detail} skeleton={<SkeletonRows rows={10} height={28} />}>
        {(p) => p && <Detail key={p.id} p={p} />}
      </DataState>
    </div>
  );
}
