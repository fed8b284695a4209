// Where mall items lead.
export const mallLinks = {
  goods: (id: number) => `/goodsDetail?id=${id}`,
  shop: (id: number) => `/shopDetail?id=${id}`,
  cart: '/buyCar',
} as const;
