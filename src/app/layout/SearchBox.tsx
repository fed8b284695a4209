// The wide search box: tabs 商品 / 店铺 (one Tab stop, arrow keys move and select) and the
// keyword live in the store (useStore); submitting opens /moreGoods or /shopList with the `page`
// JSON query; the root remembers recent words. The box is a combobox: from its first focus a
// lazily loaded list suggests goods, categories and shops as the user types; arrow keys move
// through them (aria-activedescendant), Enter picks one, Escape closes the list.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { useStore } from '../../shared/actor';
import { mallRoutes } from '../../shared/sections/mall/routes';
import { useRovingFocus } from '../../ui/roving-focus';
import classes from './layout.module.css';
import type { SuggestOption } from './SearchSuggestions';
import suggestClasses from './search-suggestions.module.css';

const SearchSuggestions = lazy(() => import('./SearchSuggestions'));
const LIST_ID = 'search-suggest';
const optionId = (i: number) => `${LIST_ID}-${i}`;

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

  // loaded: the list's module was asked for (first focus); open: the list may show.
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<SuggestOption[]>([]);
  const [activeOption, setActiveOption] = useState(-1);
  const onOptions = useCallback((next: SuggestOption[]) => {
    setOptions(next);
    setActiveOption(-1);
  }, []);
  const expanded = open && options.length > 0;

  // The server-rendered box takes typing before the page comes alive (hydration leaves the text in
  // the field): keep it as the keyword, or the first search would go out without it.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed && typed !== store.keyword) setStore({ keyword: typed });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page comes alive
  }, []);

  const search = (keyword: string) => {
    rememberKeyword(keyword);
    // `t` makes every search a new URL, so searching the same words again reloads the list.
    const words = keyword.trim();
    const t = Date.now();
    navigate(
      active.value === 'shop'
        ? mallRoutes.shopList.href({ shopName: words, t })
        : mallRoutes.moreGoods.href({ productName: words, frombtn: 1, t }),
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOpen(false);
    search(store.keyword);
  };
  const pick = (o: SuggestOption) => {
    setOpen(false);
    if (o.href) return navigate(o.href);
    setStore({ keyword: o.label });
    search(o.label);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the typed text itself: the list wraps through it.
      setActiveOption((i) => (i + step >= options.length ? -1 : i + step < -1 ? options.length - 1 : i + step));
    } else if (e.key === 'Enter' && expanded && activeOption >= 0) {
      e.preventDefault();
      pick(options[activeOption]);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActiveOption(-1);
    }
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
      <div className={suggestClasses.anchor}>
        <div
          id="search-panel"
          role="tabpanel"
          aria-labelledby={`search-tab-${active.value}`}
          className={classes.searchRow}
        >
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={LIST_ID}
            aria-activedescendant={expanded && activeOption >= 0 ? optionId(activeOption) : undefined}
            autoComplete="off"
            className={classes.searchInput}
            aria-label={`搜索${active.label}`}
            placeholder={active.placeholder}
            value={store.keyword}
            maxLength={50}
            onChange={(e) => {
              setStore({ keyword: e.currentTarget.value });
              setOpen(true);
            }}
            onFocus={() => {
              setLoaded(true);
              setOpen(true);
            }}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={classes.searchButton}>
            搜索
          </button>
        </div>
        {loaded && (
          <Suspense fallback={null}>
            <SearchSuggestions
              keyword={store.keyword}
              type={active.value}
              open={open}
              active={activeOption}
              listId={LIST_ID}
              optionId={optionId}
              onOptions={onOptions}
              onPick={pick}
            />
          </Suspense>
        )}
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
