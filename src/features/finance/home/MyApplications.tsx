// The member's finance applications on the landing: number, product, status (已提交 → 受理中 →
// 已放款 / 未通过) and time; visitors see nothing here.
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../shared/actor';
import { formatDay } from '../../../ui/date';
import { mineQuery } from '../common/queries';
import classes from '../common/finance.module.css';

/** 已提交, 受理中, 已放款, 未通过 (APPLY_STATUSES, codes '1' to '4'). */
const STATUS_TONES: Record<string, string> = { '1': 'brand', '2': 'warn', '3': 'ok', '4': 'danger' };
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
              <span>
                {a.applyNo} · {a.productName || a.serviceTypeName} · {a.moneyTypeName}
              </span>
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
