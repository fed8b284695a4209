// Industry news with a tab per news module; the first item shows its picture and summary.
import { useState } from 'react';
import { cms, NEWS_MODULE_NAMES, NEWS_MODULES, type NewsModule } from '../../api/cms';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../shared/query';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { formatDay } from '../../ui/date';
import { Img } from '../../ui/Img';
import { Section } from '../../ui/Section';
import classes from './home.module.css';

export function NewsSection() {
  const [moduleCode, setModule] = useState<NewsModule>('industry');
  const news = useQuery(callQuery(cms.newsList, { moduleCode, current: 1, size: 7 }));
  const tabs = (
    <div className={classes.miniTabs} role="group" aria-label="资讯栏目">
      {NEWS_MODULES.map((m) => (
        <button key={m} type="button" aria-pressed={m === moduleCode} onClick={() => setModule(m)}>
          {NEWS_MODULE_NAMES[m]}
        </button>
      ))}
    </div>
  );
  return (
    <Section title="行业资讯" extra={tabs}>
      <DataState state={news} isEmpty={(p) => p.records.length === 0} skeleton={<SkeletonRows rows={7} height={24} />}>
        {({ records: [first, ...rest] }) => (
          <div className={classes.news}>
            <article className={classes.newsLead}>
              <Img src={first.imageUrl} alt={first.title} width={360} height={200} fluid />
              <h3>{first.title}</h3>
              <p>{first.summary}</p>
              <small>
                {first.source} · {formatDay(first.publishTime)}
              </small>
            </article>
            <ul className={classes.rows}>
              {rest.map((n) => (
                <li key={n.id} className={classes.row}>
                  <span className={classes.rowTitle} title={n.summary}>
                    {n.title}
                  </span>
                  <span className={classes.rowMeta}>{n.source}</span>
                  <span className={classes.rowDate}>{formatDay(n.publishTime)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </DataState>
    </Section>
  );
}
