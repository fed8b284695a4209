// Recommended goods and self-operated goods: ten tiles each, prices in the accent colour.
import { Skeleton } from '@mantine/core';
import { product } from '../../api/product';
import { useCall } from '../../client/use-call';
import { DataState } from '../../ui/DataState';
import { GoodsCard, GoodsGrid } from '../../ui/GoodsCard';
import { Section } from '../../ui/Section';
import { homeLinks } from './links';

const SIZE = 10;

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
  const goods = useCall(kind === 'recommend' ? product.recommend : product.selfProducts, { size: SIZE });
  return (
    <Section title={kind === 'recommend' ? '推荐商品' : '自营商品'} more={kind === 'recommend' ? homeLinks.moreGoods : homeLinks.mallSelf}>
      <DataState state={goods} skeleton={<GoodsSkeleton />}>
        {(list) => (
          <GoodsGrid>
            {list.map((g) => (
              <GoodsCard key={g.id} goods={g} href={homeLinks.goods(g.id)} />
            ))}
          </GoodsGrid>
        )}
      </DataState>
    </Section>
  );
}
