// /home copy: the spec's backup of the home page, with home's blocks and data under a heading of
// its own (its route: a title of its own, noindex, /home canonical).
import { HomeBlocks } from './HomeBlocks';
import { homeLoader } from './queries';

export const loader = homeLoader;

export default function HomeCopyPage() {
  return <HomeBlocks heading="建筑行业一站式采购服务平台首页（备份）" />;
}
