// The latest inquiries: title, buyer, quantity, region and deadline, as a dense list.
import { share } from '../../api/share';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../shared/query';
import { AppLink } from '../../ui/AppLink';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { formatDay } from '../../ui/date';
import { Section } from '../../ui/Section';
import { pageLinks } from '../../api/paths';
import { pathOf } from '../../shared/route-table';
import classes from './home.module.css';

export function InquirySection() {
  const inquiries = useQuery(callQuery(share.inquiryHomeList, { size: 8 }));
  return (
    <Section title="最新询价" more={pathOf('inquiryMore')} className={classes.half}>
      <DataState state={inquiries} skeleton={<SkeletonRows rows={8} height={28} />}>
        {(list) => (
          <ul className={classes.rows}>
            {list.map((q) => (
              <li key={q.id} className={classes.row}>
                <span className={classes.tag}>{q.status}</span>
                <AppLink href={pageLinks.inquiryDetail(q.id)} className={classes.rowTitle}>
                  {q.title}
                </AppLink>
                <span className={classes.rowMeta}>
                  {q.quantity}
                  {q.unit} · {q.city || q.province}
                </span>
                <span className={classes.rowDate}>截止 {formatDay(q.deadline)}</span>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </Section>
  );
}
