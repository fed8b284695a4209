// The landing's seller and buyer rankings side by side (eight each, all-time deal amount, as the
// home page's boards); names lead to the party's record, 更多 to the full rankings.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { deals, type RankingSide } from '../../../api/inquiry-deals';
import { callQuery } from '../../../shared/query';
import { inquiryRoutes } from '../../../shared/sections/inquiry/routes';
import { DataState, SkeletonRows } from '../../../ui/DataState';
import { Section } from '../../../ui/Section';
import { RankingBoard, SIDE_NAMES } from '../ranking/RankingBoard';
import classes from './home.module.css';

export const BOARD_SIZE = 8;
export const boardQuery = (side: RankingSide) =>
  callQuery(deals.rankingPage, { side, metric: 'amount', period: 'all', current: 1, size: BOARD_SIZE });

function Board({ side }: { side: RankingSide }) {
  const board = useQuery(boardQuery(side));
  const title = `${SIDE_NAMES[side]}排行`;
  return (
    <div className={classes.board}>
      <h3 className={classes.boardTitle}>
        {title}
        <Link
          href={inquiryRoutes.rankingMore.href({ side })}
          className={classes.boardMore}
          aria-label={`查看${title}完整榜单`}
        >
          完整榜单 ›
        </Link>
      </h3>
      <DataState
        state={board}
        skeleton={<SkeletonRows rows={BOARD_SIZE} height={24} />}
        isEmpty={(p) => p.records.length === 0}
      >
        {(p) => <RankingBoard side={side} rows={p.records} caption={`${title}（累计成交金额）`} compact />}
      </DataState>
    </div>
  );
}

export function HomeRankings() {
  return (
    <Section title="交易排行榜" more={inquiryRoutes.rankingMore.href()}>
      <div className={classes.boards}>
        <Board side="seller" />
        <Board side="buyer" />
      </div>
    </Section>
  );
}
