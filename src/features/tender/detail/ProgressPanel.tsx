// The tender's progress every party sees: the notices after the tender notice (变更公告, 开标记录,
// 中标候选人公示, 中标结果公告), the tender documents (purchaser and approved bidders), the opening
// record (the bids read at the opening: purchaser and bidders only), the candidates and the
// caller's objections with their answers.
import { useQuery } from '@tanstack/react-query';
import { tenderDesk } from '../../../api/tender-desk';
import { callQuery } from '../../../shared/query';
import { formatPrice } from '../../../ui/price';
import { formatTime } from '../../../ui/date';
import classes from './detail.module.css';
import { TableHead } from '../../../ui/TableHead';

export function ProgressPanel({ tenderId }: { tenderId: number }) {
  const progress = useQuery(callQuery(tenderDesk.progress, { tenderId }));
  const p = progress.data;
  if (!p || (p.notices.length === 0 && p.documents.length === 0 && p.objections.length === 0)) return null;
  return (
    <section className={classes.block} aria-labelledby="tender-progress">
      <h2 id="tender-progress">项目进展</h2>
      {p.documents.length > 0 && (
        <p className={classes.reason}>招标文件：{p.documents.map((f) => f.name).join('、')}</p>
      )}
      <ol className={classes.notices}>
        {p.notices.map((n) => (
          <li key={n.id}>
            <strong>{n.kindName}</strong> <span className={classes.stepState}>{formatTime(n.createdAt)}</span>
            <pre>{n.content}</pre>
          </li>
        ))}
      </ol>
      {p.opening && (
        <table className={classes.table} aria-label="开标记录">
          <TableHead cols={['投标人', '投标报价', '工期（日）']} />
          <tbody>
            {p.opening.bids.map((b) => (
              <tr key={b.companyName}>
                <td>{b.companyName}</td>
                <td>{formatPrice(b.price)}</td>
                <td>{b.durationDays}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {p.objections.map((o) => (
        <p key={o.id} className={classes.reason}>
          {o.companyName}的异议：{o.content}
          {o.answeredAt ? `；招标人答复：${o.answer}` : '（待招标人答复）'}
        </p>
      ))}
    </section>
  );
}
