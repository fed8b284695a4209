// The latest inquiries: title, buyer, quantity, region and deadline, as a dense list.
import { share } from '../../api/share';
import { useCall } from '../../client/use-call';
import { AppLink } from '../../ui/AppLink';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { formatDay } from '../../ui/date';
import { Section } from '../../ui/Section';
import { homeLinks } from './links';
import classes from './home.module.css';

export function InquirySection() {
  const inquiries = useCall(share.inquiryHomeList, { size: 8 });
  return (
    <Section title="最新询价" more={homeLinks.inquiryMore} className={classes.half}>
      <DataState state={inquiries} skeleton={<SkeletonRows rows={8} height={28} />}>
        {(list) => (
          <ul className={classes.rows}>
            {list.map((q) => (
              <li key={q.id} className={classes.row}>
                <span className={classes.tag}>{q.status}</span>
                <AppLink href={homeLinks.inquiry(q.id)} className={classes.rowTitle}>
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
