// The landing's head: what the section is, the two entries (发布询价, 询价大厅), and live
// figures from the lists' own totals (open inquiries, deals, tenders open for registration).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { inquiry } from '../../../api/inquiry';
import { callQuery } from '../../../shared/query';
import { inquiryRoutes } from '../../../shared/sections/inquiry/routes';
import { recentDealsQuery } from './HomeDeals';
import { tenderBlockQuery } from './HomeTenders';
import classes from './home.module.css';

/** Only the total matters: the smallest page. */
export const openCountQuery = callQuery(inquiry.page, { status: '1', current: 1, size: 1 });

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <li>
      <strong>{value ?? '—'}</strong>
      <span>{label}</span>
    </li>
  );
}

export function HomeHero() {
  const open = useQuery(openCountQuery);
  const dealsTotal = useQuery(recentDealsQuery);
  const registering = useQuery(tenderBlockQuery('1'));
  return (
    <header className={classes.hero}>
      <div className={classes.heroText}>
        <h1>优惠询价</h1>
        <p>发布采购需求，多家供应商在线报价，含税比价、择优定标；成交记录与交易排行公开透明。</p>
        <div className={classes.heroActions}>
          <Link href={inquiryRoutes.inquiryPublish.href()} className={classes.primary}>
            发布询价
          </Link>
          <Link href={inquiryRoutes.inquiryMore.href()} className={classes.secondary}>
            询价大厅
          </Link>
        </div>
      </div>
      <ul className={classes.figures} aria-label="平台数据">
        <Figure label="条询价报价中" value={open.data?.total} />
        <Figure label="笔询价成交" value={dealsTotal.data?.total} />
        <Figure label="个招标报名中" value={registering.data?.total} />
      </ul>
    </header>
  );
}
