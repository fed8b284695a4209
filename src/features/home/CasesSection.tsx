// Four success cases: picture, title, company and a short summary.
import { Skeleton } from '../../ui/Skeleton';
import { cms } from '../../api/cms';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../shared/query';
import { DataState } from '../../ui/DataState';
import { formatDay } from '../../ui/date';
import { Img } from '../../ui/Img';
import { Section } from '../../ui/Section';
import classes from './home.module.css';

export function CasesSection() {
  const cases = useQuery(callQuery(cms.caseList, { size: 4 }));
  return (
    <Section title="成功案例">
      <DataState
        state={cases}
        skeleton={
          <div className={classes.cases}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={260} />
            ))}
          </div>
        }
      >
        {(list) => (
          <div className={classes.cases}>
            {list.map((c) => (
              <article key={c.id} className={classes.caseCard}>
                <Img src={c.imageUrl} alt={c.title} width={280} height={160} fluid />
                <div className={classes.caseBody}>
                  <h3 className={classes.caseTitle}>{c.title}</h3>
                  <p className={classes.caseCompany}>
                    {c.companyName} · {formatDay(c.publishTime)}
                  </p>
                  <p className={classes.caseSummary}>{c.summary}</p>
                </div>
              </article>
            ))}
          </div>
        )}
      </DataState>
    </Section>
  );
}
