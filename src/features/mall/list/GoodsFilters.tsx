// The filter rows of a goods list: the chosen category path (each step clickable to go back
// up), the next level of categories, brands and 经营方式, all from the page's facets.
import type { CategoryNode, GoodsPage } from '../../../api/product';
import { FilterBar, FilterRow } from '../../../ui/FilterBar';
import { categoryPath } from '../../../shared/category';
import classes from './mall.module.css';

interface Props {
  facets: GoodsPage['facets'] | undefined;
  tree: CategoryNode[] | undefined;
  categoryId: number | null;
  brandId: number | null;
  /** '' all, '1' self-operated, '0' third-party; left out when the list fixes it. */
  supportType?: string;
  onCategory: (id: number | null) => void;
  /** Left out: no brand row. */
  onBrand?: (id: number | null) => void;
  onSupportType?: (v: string) => void;
}

const SUPPORT_OPTIONS = [
  { value: '1', label: '平台自营' },
  { value: '0', label: '入驻商家' },
];

export function GoodsFilters({
  facets,
  tree,
  categoryId,
  brandId,
  supportType,
  onCategory,
  onBrand,
  onSupportType,
}: Props) {
  const path = tree ? categoryPath(tree, categoryId) : [];
  const leaf = path.at(-1);
  // Below a leaf the facets list the leaf itself: nothing further to choose.
  const nextLevel = (facets?.categories ?? []).filter((c) => c.id !== categoryId);
  const brands = facets?.brands ?? [];
  return (
    <FilterBar>
      {categoryId !== null && (
        <nav className={classes.crumbs} aria-label="已选分类">
          <span className={classes.crumbLabel}>已选分类：</span>
          <button type="button" className={classes.crumb} onClick={() => onCategory(null)}>
            全部分类
          </button>
          {path.map((c) => (
            <span key={c.id}>
              <span aria-hidden="true"> › </span>
              {c === leaf ? (
                <strong aria-current="true">{c.name}</strong>
              ) : (
                <button type="button" className={classes.crumb} onClick={() => onCategory(c.id)}>
                  {c.name}
                </button>
              )}
            </span>
          ))}
          <button
            type="button"
            className={classes.crumbClear}
            aria-label="清除分类条件"
            onClick={() => onCategory(null)}
          >
            ×
          </button>
        </nav>
      )}
      {nextLevel.length > 0 && (
        <FilterRow
          label="分类"
          options={nextLevel.map((c) => ({ value: String(c.id), label: c.name, count: c.count }))}
          value=""
          onChange={(v) => onCategory(v ? Number(v) : categoryId)}
        />
      )}
      {onBrand && brands.length > 0 && (
        <FilterRow
          label="品牌"
          options={brands.map((b) => ({ value: String(b.id), label: b.name, count: b.count }))}
          value={brandId === null ? '' : String(brandId)}
          onChange={(v) => onBrand(v ? Number(v) : null)}
        />
      )}
      {onSupportType && (
        <FilterRow label="经营" options={SUPPORT_OPTIONS} value={supportType ?? ''} onChange={onSupportType} />
      )}
    </FilterBar>
  );
}
