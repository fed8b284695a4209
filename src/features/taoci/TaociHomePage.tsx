// /taoci-index and /taoci-index/home: the ceramic sub-site's landing in its own frame: the
// band, categories, producing regions, the brand shops, best-selling and new tiles.
import { useQuery } from '@tanstack/react-query';
import type { Loader } from '../../shared/query';
import { taociHomeQuery } from '../../shared/sections/taoci/views';
import { DataState } from '../../ui/DataState';
import { Skeleton } from '../../ui/Skeleton';
import { TaociFrame } from './frame/TaociFrame';
import { HomeBody } from './home/HomeBody';

export const loader: Loader = async ({ client }) => {
  await client.prefetchQuery(taociHomeQuery());
};

export default function TaociHomePage() {
  const home = useQuery(taociHomeQuery());
  return (
    <TaociFrame categoryId={home.data?.tileCategoryId}>
      <div className="page-column">
        <DataState state={home} skeleton={<Skeleton height={480} />}>
          {(h) => <HomeBody home={h} />}
        </DataState>
      </div>
    </TaociFrame>
  );
}
