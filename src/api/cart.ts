// rs-product-service/cart, the cart module: the member's lines for the company they act for. Every
// change answers with the whole cart, priced by the server; the client never sends a price.
import { get, id, int, post, z } from './define';
import { groupBuy } from './product';

export const MAX_CART_QUANTITY = 1_000_000;
const quantity = int(1, MAX_CART_QUANTITY);

const cartLine = z.object({
  id: z.number(),
  goodsId: z.number(),
  productName: z.string(),
  spec: z.string(),
  unit: z.string(),
  imageUrl: z.string(),
  quantity: z.number(),
  stock: z.number(),
  selected: z.boolean(),
  /** Base price for one unit. */
  basePrice: z.number(),
  /** The price each unit costs at this quantity now. */
  unitPrice: z.number(),
  priceKind: z.enum(['base', 'tier', 'groupBuy']),
  /** unitPrice × quantity, rounded to cents. */
  amount: z.number(),
  groupBuy: z.nullable(groupBuy),
  /** False when stock is below the quantity (the line cannot be checked out). */
  available: z.boolean(),
  /** A tile's line: the one colour batch (色号) its boxes come from; stock is then the batch's. */
  batch: z.optional(z.nullable(z.object({ id: z.number(), batchNo: z.string() }))),
});
export type CartLine = z.infer<typeof cartLine>;

const cartData = z.object({
  shops: z.array(
    z.object({
      shopId: z.number(),
      shopName: z.string(),
      selfSupport: z.boolean(),
      /** Every line of the shop is selected. */
      selected: z.boolean(),
      lines: z.array(cartLine),
      /** Sum of the amounts of its selected, available lines. */
      selectedAmount: z.number(),
    }),
  ),
  lineCount: z.number(),
  /** Selected lines that are available (stock covers the quantity): what checkout would take. */
  selectedCount: z.number(),
  /** Sum of those lines' amounts. */
  selectedAmount: z.number(),
  allSelected: z.boolean(),
});
export type Cart = z.infer<typeof cartData>;

const ids = z.array(id).check(z.minLength(1), z.maxLength(200));

export const shoppingCart = {
  list: get('/api/rs-product-service/cart/list', z.object({}), cartData, 'member'),
  count: get('/api/rs-product-service/cart/count', z.object({}), z.object({ count: z.number() }), 'member'),
  /** A tile takes its boxes from one colour batch: `batchId`, or the line's, or the largest that holds them. */
  add: post(
    '/api/rs-product-service/cart/add',
    z.object({ goodsId: id, quantity: z._default(quantity, 1), batchId: z.optional(id) }),
    cartData,
    'member',
  ),
  update: post('/api/rs-product-service/cart/update', z.object({ id, quantity }), cartData, 'member'),
  select: post('/api/rs-product-service/cart/select', z.object({ ids, selected: z.boolean() }), cartData, 'member'),
  selectShop: post(
    '/api/rs-product-service/cart/select-shop',
    z.object({ shopId: id, selected: z.boolean() }),
    cartData,
    'member',
  ),
  selectAll: post('/api/rs-product-service/cart/select-all', z.object({ selected: z.boolean() }), cartData, 'member'),
  remove: post('/api/rs-product-service/cart/remove', z.object({ ids }), cartData, 'member'),
};
