// Tender notices as the sc pages list them: title (to the main site's tender detail), purchaser,
// type, method, place, budget, publish time and bid deadline (Beijing time), and the status.
import type { ScTender } from '../../../api/sc';
import { formatDay, formatTime } from '../../../ui/date';
import classes from './sc.module.css';

export function TenderRows({ records, headingLevel = 'h3' }: { records: ScTender[]; headingLevel?: 'h2' | 'h3' }) {
  const H = headingLevel;
  return (
    <ul className={classes.rows}>
      {records.map((t) => (
        <li key={t.id} className={classes.row}>
          <div>
            <H style={{ margin: '0 0 4px', fontSize: 16 }}>
              <a href={t.link}>{t.title}</a>
            </H>
            <div className={classes.tags}>
              <span>{t.purchaserName}</span>
              <span>{t.typeName}</span>
              <span>{t.methodName}</span>
              <span>
                {t.provinceName}
                {t.cityName && t.cityName !== t.provinceName ? ` · ${t.cityName}` : ''}
              </span>
              <span className={classes.budget}>预算 {t.budgetWan.toLocaleString('zh-CN')} 万元</span>
            </div>
          </div>
          <div className={classes.tags} style={{ flexDirection: 'column', alignItems: 'flex-end' }}>
            <span className={classes.status}>{t.statusName}</span>
            <span>发布 {formatDay(t.publishTime)}</span>
            <span>截止 {formatTime(t.bidDeadline)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
