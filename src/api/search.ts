// Search-box suggestions as the user types: goods names, categories and shops matching the
// words (trade terms and pinyin included, as the goods search matches them).
import { get, str, z } from './define';

export const SUGGEST_TYPES = ['goods', 'shop'] as const;

const suggestions = z.object({
  /** Goods names to search for, the best match first. */
  goods: z.array(z.string()),
  /** Categories to browse, with their path from level 1 (e.g. 钢材 / 建筑钢材 / 螺纹钢). */
  categories: z.array(z.object({ id: z.number(), name: z.string(), path: z.string() })),
  shops: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type Suggestions = z.infer<typeof suggestions>;

export const search = {
  suggest: get(
    '/api/rs-product-service/search/suggest',
    z.object({
      q: z.pipe(
        str(z.maxLength(50)),
        z.transform((s) => s.trim()),
      ),
      /** goods: names, categories and shops; shop: shops only. */
      type: z._default(z.enum(SUGGEST_TYPES), 'goods'),
    }),
    suggestions,
    'none',
  ),
};
