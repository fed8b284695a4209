// The wide search box: tabs 商品 / 店铺 (one Tab stop, arrow keys move and select) and the
// keyword live in the store (useStore); submitting opens /moreGoods or /shopList with the `page`
// JSON query; the root remembers recent words.
import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useStore } from '../../shared/actor';
import { routes } from '../../shared/routes';
import { useRovingFocus } from '../../ui/roving-focus';
import classes from './layout.module.css';

const TABS = [
  { value: 'goods', label: '商品', placeholder: '请输入商品名称，如 螺纹钢、水泥' },
  { value: 'shop', label: '店铺', placeholder: '请输入店铺名称' },
] as const;

export function SearchBox() {
  const { store, setStore, rememberKeyword } = useStore();
  const [, navigate] = useLocation();
  const active = TABS.find((t) => t.value === store.searchType) ?? TABS[0];
  const tabs = useRovingFocus(TABS.length, 'horizontal', {
    initial: TABS.indexOf(active),
    onMove: (i) => setStore({ searchType: TABS[i].value }),
  });

  const search = (keyword: string) => {
    rememberKeyword(keyword);
    // `t` makes every search a new URL, so searching the same words again reloads the list.
    const words = keyword.trim();
    const t = Date.now();
    navigate(active.value === 'shop' ? routes.shopList.href({ shopName: words, t }) : routes.moreGoods.href({ productName: words, frombtn: 1, t }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(store.keyword);
  };

  return (
    <form role="search" aria-label="站内搜索" className={classes.search} onSubmit={submit}>
      <div role="tablist" aria-label="搜索类型" className={classes.searchTabs}>
        {TABS.map((t, i) => (
          <button
            key={t.value}
            id={`search-tab-${t.value}`}
            type="button"
            role="tab"
            aria-selected={t.value === active.value}
            aria-controls="search-panel"
            className={classes.searchTab}
            onClick={() => setStore({ searchType: t.value })}
            {...tabs.itemProps(i)}
            tabIndex={t.value === active.value ? 0 : -1}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id="search-panel" role="tabpanel" aria-labelledby={`search-tab-${active.value}`} className={classes.searchRow}>
        <input
          type="search"
          className={classes.searchInput}
          aria-label={`搜索${active.label}`}
          placeholder={active.placeholder}
          value={store.keyword}
          maxLength={50}
          onChange={(e) => setStore({ keyword: e.currentTarget.value })}
        />
        <button type="submit" className={classes.searchButton}>
          搜索
        </button>
      </div>
      {store.recentKeywords.length > 0 && (
        <div className={classes.recent}>
          <span>最近搜索：</span>
          {store.recentKeywords.slice(0, 6).map((k) => (
            <button key={k} type="button" className={classes.recentWord} onClick={() => search(k)}>
              {k}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}
