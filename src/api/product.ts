// rs-product-service: category tree, recommended and self-operated goods.
import { get, int, z } from './define';

export interface CategoryNode {
  id: number;
  name: string;
  parentId: number;
  level: number;
  children: CategoryNode[];
}
const categoryNode: z.ZodMiniType<CategoryNode> = z.object({
  id: z.number(),
  name: z.string(),
  parentId: z.number(),
  level: z.number(),
  get children() {
    return z.array(categoryNode);
  },
});

const goodsCard = z.object({
  id: z.number(),
  productName: z.string(),
  brand: z.string(),
  spec: z.string(),
  price: z.number(),
  unit: z.string(),
  imageUrl: z.string(),
  shopId: z.number(),
  shopName: z.string(),
  salesCount: z.number(),
  selfSupport: z.boolean(),
});
export type GoodsCard = z.infer<typeof goodsCard>;

export const product = {
  categoryTree: get('/api/rs-product-service/category/tree', z.object({}), z.array(categoryNode), 'none'),
  recommend: get('/api/rs-product-service/product/recommend', z.object({ size: z._default(int(1, 100), 10) }), z.array(goodsCard), 'none'),
  selfProducts: get('/api/rs-product-service/product/self', z.object({ size: z._default(int(1, 100), 10) }), z.array(goodsCard), 'none'),
};
