// A ranking as a table: rank, company (its record and verified badge), deal amount, deal count
// and activity (quotes for sellers, inquiries for buyers). The landing's boards and the ranking
// pages share it.
import { Link } from 'wouter';
import type { RankingRow, RankingSide } from '../../../api/inquiry-deals';
import { inquiryRoutes } from '../../../shared/sections/inquiry/routes';
import { formatWan } from '../../../ui/price';
import { VerifiedBadge } from '../list/ListBadges';
import classes from '../list/list.module.css';
import { TableHead } from '../../../ui/TableHead';

export const SIDE_NAMES: Record<RankingSide, string> = { seller: '供应商', buyer: '采购商' };
/** What a side's activity counts. */
export const ACTIVITY_NAMES: Record<RankingSide, string> = { seller: '报价次数', buyer: '询价次数' };

interface Props {
  side: RankingSide;
  rows: RankingRow[];
  caption: string;
  /** The landing's narrow boards leave out the deal count. */
  compact?: boolean;
}

export function RankingBoard({ side, rows, caption, compact }: Props) {
  return (
    <table className={classes.ranking} data-compact={compact || undefined}>
      <caption className={classes.visuallyHidden}>{caption}</caption>
      <TableHead cols={['排名', '企业名称', '成交金额', !compact && '成交笔数', ACTIVITY_NAMES[side]]} />
      <tbody>
        {rows.map((r) => (
          <tr key={r.companyId}>
            <td>
              <span className={classes.rank} data-top={r.rank <= 3 || undefined}>
                {r.rank}
              </span>
            </td>
            <td className={classes.rankName}>
              <Link href={inquiryRoutes.rankingDetail.href({ companyId: r.companyId, side })} title={r.name}>
                {r.name}
              </Link>
              <VerifiedBadge verified={r.verified} />
            </td>
            <td className={classes.amount}>{formatWan(r.amount)}</td>
            {!compact && <td>{r.dealCount}</td>}
            <td>{r.activityCount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
