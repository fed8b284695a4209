// Seller and buyer rankings side by side (eight each): rank, company, amount, orders.
import { share, type Ranking } from '../../api/share';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../shared/query';
import type { QueryState } from '../../ui/DataState';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { formatWan } from '../../ui/price';
import { Section } from '../../ui/Section';
import { pathOf } from '../../shared/route-table';
import classes from './home.module.css';

function Board({ title, state, amountLabel }: { title: string; state: QueryState<Ranking[]>; amountLabel: string }) {
  return (
    <div className={classes.board}>
      <h3 className={classes.boardTitle}>{title}</h3>
      <DataState state={state} skeleton={<SkeletonRows rows={8} height={24} />}>
        {(list) => (
          <table className={classes.rankTable}>
            <thead>
              <tr>
                <th scope="col">排名</th>
                <th scope="col">企业名称</th>
                <th scope="col">{amountLabel}</th>
                <th scope="col">订单数</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={`${r.rank}-${r.companyName}`}>
                  <td>
                    <span className={classes.rank} data-top={r.rank <= 3 || undefined}>
                      {r.rank}
                    </span>
                  </td>
                  <td className={classes.rankName} title={r.companyName}>
                    {r.companyName}
                  </td>
                  <td className={classes.rankAmount}>{formatWan(r.amount)}</td>
                  <td>{r.orderCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DataState>
    </div>
  );
}

export function RankingSection() {
  const sellers = useQuery(callQuery(share.sellerRanking, { size: 8 }));
  const buyers = useQuery(callQuery(share.buyerRanking, { size: 8 }));
  return (
    <Section title="交易排行榜" more={pathOf('rankingMore')}>
      <div className={classes.boards}>
        <Board title="供应商成交排行" amountLabel="成交额" state={sellers} />
        <Board title="采购商采购排行" amountLabel="采购额" state={buyers} />
      </div>
    </Section>
  );
}
