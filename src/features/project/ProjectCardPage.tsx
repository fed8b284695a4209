// /findProject/subpackage-card?id=: the compact card of a package for sharing and embedding —
// name, contractor, trade, place, budget, 资质, deadline, scope — printable (打印), with the QR
// code of its detail page. An unknown id is the 404 page.
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import type { Loader } from '../../shared/query';
import { projectRoutes } from '../../shared/sections/project/routes';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { formatDay, formatTime } from '../../ui/date';
import { formatWan } from '../../ui/price';
import { PackageNotFound, StatusBadge } from './common/badges';
import { PartyName } from '../../ui/PartyName';
import { projectCardQuery, readId } from './common/queries';
import classes from './card/card.module.css';

export const loader: Loader = async ({ client, search }) => {
  const id = readId(search);
  if (id === null) return { notFound: true };
  const card = await client.fetchQuery(projectCardQuery(id)).catch(() => undefined);
  return { notFound: card === null };
};

export default function ProjectCardPage() {
  const id = readId(useSearch());
  const card = useQuery({ ...projectCardQuery(id ?? 0), enabled: id !== null });
  if (id === null || card.data === null) {
    return <PackageNotFound />;
  }
  return (
    <div className="page-column">
      <DataState state={card} skeleton={<SkeletonRows rows={6} />}>
        {(c) =>
          c && (
            <article className={classes.card} aria-labelledby="card-title">
              <header className={classes.top}>
                <div>
                  <p className={classes.kicker}>
                    <StatusBadge code={c.statusCode} name={c.statusName} /> {c.categoryName} · {c.subcontractTypeName} ·{' '}
                    {c.projectNo}
                  </p>
                  <h1 id="card-title">{c.projectName}</h1>
                  <p>
                    <PartyName party={c.contractor} />
                  </p>
                </div>
                <img
                  className={classes.qr}
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(c.qrSvg)}`}
                  alt="扫码查看项目详情"
                  width={112}
                  height={112}
                />
              </header>
              <dl className={classes.facts}>
                <div>
                  <dt>项目地区</dt>
                  <dd>
                    {c.provinceName} {c.cityName}
                  </dd>
                </div>
                <div>
                  <dt>预算</dt>
                  <dd>
                    <strong>{formatWan(c.budget)}</strong>
                  </dd>
                </div>
                <div>
                  <dt>资质要求</dt>
                  <dd>{c.requirement}</dd>
                </div>
                <div>
                  <dt>计价方式</dt>
                  <dd>{c.saleTypeName}</dd>
                </div>
                <div>
                  <dt>计划开工</dt>
                  <dd>
                    {formatDay(c.startDate)}，工期 {c.durationDays} 天
                  </dd>
                </div>
                <div>
                  <dt>报名截止</dt>
                  <dd>{formatTime(c.applyDeadline)}</dd>
                </div>
              </dl>
              <p className={classes.scope}>分包范围：{c.scope}</p>
              <footer className={classes.actions}>
                <button type="button" onClick={() => window.print()}>
                  打印卡片
                </button>
                <Link href={projectRoutes.projectDetail.href({ id: c.id })}>查看项目详情</Link>
              </footer>
            </article>
          )
        }
      </DataState>
    </div>
  );
}
