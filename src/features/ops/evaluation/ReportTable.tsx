// The evaluation report once every expert has submitted: every bid with its total (or evaluated
// price) and rank, the rejected ones with their reasons (实施条例 第五十三条: at most three
// ranked candidates go to the publicity), and the experts' sheets, anonymised.
import type { EvalRoomDetail } from '../../../api/tender-eval';
import { formatPrice } from '../../../ui/price';
import { ScrollTable } from '../../../ui/ScrollTable';
import classes from '../common/ops.module.css';

export function ReportTable({ room }: { room: EvalRoomDetail }) {
  if (room.report.length === 0) return null;
  const name = (id: number) => room.bids.find((b) => b.companyId === id)?.companyName ?? '';
  return (
    <>
      <h2>评标报告</h2>
      <ScrollTable label="评标报告">
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">排名</th>
              <th scope="col">投标人</th>
              <th scope="col">投标报价</th>
              <th scope="col">{room.method === 'composite' ? '综合得分' : '评审价格'}</th>
            </tr>
          </thead>
          <tbody>
            {room.report.map((r) => (
              <tr key={r.companyId}>
                <td>{r.rank > 0 ? `第 ${r.rank} 名` : `否决：${r.invalidReasons.join('；')}`}</td>
                <td>{r.companyName}</td>
                <td>{formatPrice(r.price)}</td>
                <td>{r.total !== null ? r.total.toFixed(2) : formatPrice(r.evaluatedPrice ?? r.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <h2>各专家评分</h2>
      {room.others.map((o) => (
        <p key={o.expert}>
          {o.expert}：
          {o.sheets
            .map(
              (s) =>
                `${name(s.companyId)} ${s.invalid ? `否决（${s.invalidReason}）` : s.evaluatedPrice !== null ? formatPrice(s.evaluatedPrice) : s.scores.join(' / ')}`,
            )
            .join('；')}
        </p>
      ))}
    </>
  );
}
