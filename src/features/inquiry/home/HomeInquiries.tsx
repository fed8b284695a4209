// The landing's latest inquiries (the home inquiry list call, a block of nine): status, title,
// buyer, quantity, region and deadline as cards.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { share } from '../../../api/share';
import { callQuery } from '../../../shared/query';
import { inquiryRoutes } from '../../../shared/sections/inquiry/routes';
import { DataState } from '../../../ui/DataState';
import { Section } from '../../../ui/Section';
import { Skeleton } from '../../../ui/Skeleton';
import { Deadline, StatusTag } from '../list/ListBadges';
import classes from './home.module.css';

export const LATEST_SIZE = 9;
export const latestQuery = callQuery(share.inquiryHomeList, { size: LATEST_SIZE });

const skeleton = (
  <div className={classes.cards} role="status" aria-busy="true" aria-label="询价加载中">
    {Array.from({ length: LATEST_SIZE }, (_, i) => (
      <Skeleton key={i} height={128} />
    ))}
  </div>
);

export function HomeInquiries() {
  const latest = useQuery(latestQuery);
  return (
    <Section title="最新询价" more={inquiryRoutes.inquiryMore.href()}>
      <DataState state={latest} skeleton={skeleton}>
        {(list) => (
          <ul className={classes.cards}>
            {list.map((q) => (
              <li key={q.id} className={classes.card}>
                <h3 className={classes.cardTitle}>
                  <StatusTag code={q.statusCode ?? ''} name={q.status} />
                  <Link href={inquiryRoutes.inquiryDetail.href({ id: q.id })}>{q.title}</Link>
                </h3>
                <p className={classes.cardLine}>{q.buyerName}</p>
                <p className={classes.cardMeta}>
                  <span>{q.categoryName}</span>
                  <span>
                    {q.quantity}
                    {q.unit}
                  </span>
                  <span>{q.city || q.province}</span>
                </p>
                <Deadline inquiry={{ deadline: q.deadline, statusCode: q.statusCode ?? '' }} />
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </Section>
  );
}
