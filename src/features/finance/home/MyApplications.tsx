// The member's finance applications on the landing: number (opening the application with its
// progress), product, status (APPLY_STATUSES) and time; visitors see nothing here.
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../shared/actor';
import { formatDay } from '../../../ui/date';
import { mineQuery } from '../common/queries';
import { Link } from 'wouter';
import { financeRoutes } from '../../../shared/sections/finance/routes';
import { STATUS_TONES } from '../common/statuses';
import classes from '../common/finance.module.css';

export function MyApplications() {
  const { loggedIn } = useSession();
  const mine = useQuery({ ...mineQuery, enabled: loggedIn });
  if (!loggedIn || !mine.data) return null;
  return (
    <section className={classes.block} aria-labelledby="my-applications">
      <h2 id="my-applications">我的融资申请</h2>
      {mine.data.records.length === 0 ? (
        <p className={classes.note}>暂无申请记录</p>
      ) : (
        <ul className={classes.list}>
          {mine.data.records.map((a) => (
            <li key={a.id}>
              <Link href={financeRoutes.financeApplication.href({ id: a.id })}>
                {a.applyNo} · {a.productName || a.serviceTypeName} · {a.moneyTypeName}
              </Link>
              <span>
                <span className={classes.status} data-tone={STATUS_TONES[a.status]}>
                  {a.statusName}
                </span>{' '}
                <span className={classes.day}>{formatDay(a.createdAt)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
