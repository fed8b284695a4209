// /mallSelfIn: the platform's self-operated mall. A banner band with the promises, then the
// self-operated goods (mall.selfGoodsPage) with their categories and brands as filters, sorts
// and pagination; URL keys categoryId, brandId, sort, current. /mallSelfIn/index-lcidp is the
// same mall's category-floor index (MallSelfIndexPage).
import { Link } from 'wouter';
import { mall } from '../../api/mall';
import { product } from '../../api/product';
import { useCall } from '../../client/use-call';
import { QueryNotice } from '../../ui/QueryNotice';
import { GoodsListBody } from './GoodsListBody';
import { ListHead } from './ListHead';
import { SelfBand } from './SelfBand';
import { useLastDefined } from './use-last';
import { useListView } from './use-list-view';

const PATH = '/mallSelfIn';
const SIZE = 20;

export default function MallSelfPage() {
  const { view, malformed, go, onPage } = useListView(PATH);
  const tree = useCall(product.categoryTree, {});
  const goods = useCall(mall.selfGoodsPage, {
    categoryId: view.categoryId,
    brandId: view.brandId,
    sort: view.sort,
    current: view.current,
    size: SIZE,
  });
  const last = useLastDefined(goods.data);
  return (
    <div className="page-column">
      <SelfBand title="平台自营商城">
        <Link href="/mallSelfIn/index-lcidp">分类频道 ›</Link>
        <Link href="/moreBuild">大宗集采 ›</Link>
      </SelfBand>
      <ListHead level={2} title="自营商品" count={last && `共 ${last.total} 件商品`} />
      <QueryNotice show={malformed} />
      <GoodsListBody view={view} go={go} onPage={onPage} goods={goods} tree={tree.data} />
    </div>
  );
}
