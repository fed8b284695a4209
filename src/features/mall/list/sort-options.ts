// The sorts every goods list offers.
import type { GoodsSort } from '../../../api/product';

export const SORT_OPTIONS: readonly { value: GoodsSort; label: string }[] = [
  { value: 'default', label: '综合' },
  { value: 'sales', label: '销量' },
  { value: 'priceAsc', label: '价格从低到高' },
  { value: 'priceDesc', label: '价格从高到低' },
];
