// /mallSelfIn/index-lcidp: the self-operated mall's category-floor index. One floor per top
// category that has self-operated goods (from the self page's facets), each with its five best
// sellers and a link into the filtered list (/mallSelfIn?categoryId=).
import { Skeleton } from '../../ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { CategoryFacet } from '../../api/product';
import type { Loader } from '../../shared/query';
import { mallRoutes } from '../../shared/sections/mall/routes';
import { DataState } from '../../ui/DataState';
import { GoodsCard, GoodsGrid } from '../../ui/GoodsCard';
import { Section } from '../../ui/Section';
import { GoodsSkeleton } from './list/GoodsResults';
import { selfPageQuery } from './common/queries';
import { SelfBand } from './self/SelfBand';
import classes from './self/self.module.css';

const FLOOR_SIZE = 5;
// size 1: only the facets (the top categories with self-operated goods) are needed for the floors.
const topsQuery = selfPageQuery({ size: 1, current: 1 });
const floorQuery = (categoryId: number) => selfPageQuery({ categoryId, sort: 'sales', size: FLOOR_SIZE, current: 1 });

export const loader: Loader = async ({ client }) => {
  const tops = await client.fetchQuery(topsQuery).catch(() => null);
  await Promise.all((tops?.facets.categories ?? []).map((c) => client.prefetchQuery(floorQuery(c.id))));
};

function Floor({ category, index }: { category: CategoryFacet; index: number }) {
  const goods = useQuery(floorQuery(category.id));
  return (
    <Section
      title={`${index + 1}F·${category.name}`}
      more={mallRoutes.mallSelf.href({ categoryId: category.id })}
      className={classes.floor}
    >
      <DataState state={goods} skeleton={<GoodsSkeleton count={FLOOR_SIZE} />} isEmpty={(p) => p.records.length === 0}>
        {(p) => (
          <GoodsGrid>
            {p.records.map((g) => (
              <GoodsCard key={g.id} goods={g} href={mallRoutes.goodsDetail.href({ id: g.id })} />
            ))}
          </GoodsGrid>
        )}
      </DataState>
    </Section>
  );
}

export default function MallSelfIndexPage() {
  const tops = useQuery(topsQuery);
  return (
    <div className="page-column">
      <SelfBand title="自营商城 · 分类频道">
        <Link href={mallRoutes.mallSelf.href()}>全部自营商品 ›</Link>
        <Link href={mallRoutes.moreBuild.href()}>大宗集采 ›</Link>
      </SelfBand>
      <DataState
        state={tops}
        skeleton={<Skeleton height={360} mt="md" />}
        isEmpty={(p) => p.facets.categories.length === 0}
      >
        {(p) => (
          <>
            <nav className={classes.floorNav} aria-label="楼层导航">
              {p.facets.categories.map((c, i) => (
                <Link key={c.id} href={mallRoutes.mallSelf.href({ categoryId: c.id })}>
                  {i + 1}F {c.name}
                  <small>（{c.count}）</small>
                </Link>
              ))}
            </nav>
            {p.facets.categories.map((c, i) => (
              <Floor key={c.id} category={c} index={i} />
            ))}
          </>
        )}
      </DataState>
    </div>
  );
}
