// /home: the portal's home page (its blocks in HomeBlocks).
import { HomeBlocks } from './HomeBlocks';
import { homeLoader } from './queries';

export const loader = homeLoader;

export default function HomePage() {
  return <HomeBlocks heading="建筑行业一站式采购服务平台首页" />;
}
