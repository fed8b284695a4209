// Recommended goods and self-operated goods: ten tiles each, prices in the accent colour.
import { Skeleton } from '../../ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { homeQueries } from './queries';
import { DataState } from '../../ui/DataState';
import { GoodsCard, GoodsGrid } from '../../ui/GoodsCard';
import { Section } from '../../ui/Section';
import { mallRoutes } from '../../shared/sections/mall/routes';

function GoodsSkeleton() {
  return (
    <GoodsGrid>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} height={300} />
      ))}
    </GoodsGrid>
  );
}

export function GoodsSection({ kind }: { kind: 'recommend' | 'self' }) {
  const goods = useQuery(homeQueries[kind]);
  return (
    <Section
      title={kind === 'recommend' ? '推荐商品' : '自营商品'}
      more={kind === 'recommend' ? mallRoutes.moreGoods.href() : mallRoutes.mallSelf.href()}
    >
      <DataState state={goods} skeleton={<GoodsSkeleton />}>
        {(list) => (
          <GoodsGrid>
            {list.map((g) => (
              <GoodsCard key={g.id} goods={g} href={mallRoutes.goodsDetail.href({ id: g.id })} />
            ))}
          </GoodsGrid>
        )}
      </DataState>
    </Section>
  );
}
