// Tender notices with a tab per tender type (from the tender-type call); the list is reloaded
// for the chosen type.
import { useState } from 'react';
import { share, type Option } from '../../api/share';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../shared/query';
import { AppLink } from '../../ui/AppLink';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { formatDay } from '../../ui/date';
import { formatWan } from '../../ui/price';
import { Section } from '../../ui/Section';
import { pageLinks } from '../../api/paths';
import { pathOf } from '../../shared/route-table';
import classes from './home.module.css';

function TypeTabs({ types, value, onChange }: { types: Option[]; value: string; onChange: (v: string) => void }) {
  const all: Option[] = [{ code: '', name: '全部' }, ...types.slice(0, 4)];
  return (
    <div className={classes.miniTabs} role="group" aria-label="招标类型">
      {all.map((t) => (
        <button key={t.code || 'all'} type="button" aria-pressed={t.code === value} onClick={() => onChange(t.code)}>
          {t.name}
        </button>
      ))}
    </div>
  );
}

export function TenderSection() {
  const [tenderType, setTenderType] = useState('');
  const types = useQuery(callQuery(share.tenderTypes, {}));
  const tenders = useQuery(callQuery(share.tenderHomeList, { size: 8, tenderType: tenderType || undefined }));
  const typeName = (code: string) => types.data?.find((t) => t.code === code)?.name ?? code;
  return (
    <Section
      title="招标公告"
      more={pathOf('tenders')}
      className={classes.half}
      extra={types.data && <TypeTabs types={types.data} value={tenderType} onChange={setTenderType} />}
    >
      <DataState state={tenders} skeleton={<SkeletonRows rows={8} height={28} />}>
        {(list) => (
          <ul className={classes.rows}>
            {list.map((t) => (
              <li key={t.id} className={classes.row}>
                <span className={classes.tag}>{typeName(t.tenderType)}</span>
                <AppLink href={pageLinks.tenderDetail(t.id)} className={classes.rowTitle}>
                  {t.title}
                </AppLink>
                <span className={classes.rowMeta}>预算 {formatWan(t.budget)}</span>
                <span className={classes.rowDate}>{formatDay(t.publishTime)}</span>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </Section>
  );
}
