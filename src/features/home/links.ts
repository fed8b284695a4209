// Where the home page's items lead. Kept in one place while the target pages are being built.
export const homeLinks = {
  goods: (id: number) => `/goodsDetail?id=${id}`,
  category: (id: number, name: string) => `/typeGoods?categoryId=${id}&name=${encodeURIComponent(name)}`,
  moreGoods: '/moreGoods',
  mallSelf: '/mallSelfIn',
  inquiry: (id: number) => `/preferentialInquiry/inquiryDetail?id=${id}`,
  inquiryMore: '/preferentialInquiry/inquiryMore',
  tender: (id: number) => `/preferentialInquiry/orderMore?id=${id}`,
  tenderMore: '/preferentialInquiry/orderMore',
  rankingMore: '/preferentialInquiry/inquiryRankingMore',
  researchReport: '/researchReport',
} as const;
