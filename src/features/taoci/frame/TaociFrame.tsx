// The ceramic sub-site's own frame (route frame 'subsite'): its header with the 陶瓷馆 logo, the
// search limited to tiles (the mall's goods search inside its 瓷砖 category), login or the
// member's name and the cart; its nav; and the page's <main>. The layout adds the loading bar and
// the footer.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSession } from '../../../shared/auth-hooks';
import { mallRoutes } from '../../../shared/sections/mall/routes';
import { memberRoutes } from '../../../shared/sections/member/routes';
import { portalRoutes } from '../../../shared/sections/portal/routes';
import { taociRoutes } from '../../../shared/sections/taoci/routes';
import { tileWords } from '../../../api/taoci-dicts';
import classes from './frame.module.css';

function Account() {
  const { loggedIn, checking, userInfo, username } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  if (checking) return <span className={classes.muted}>正在确认登录状态…</span>;
  if (loggedIn)
    return <span className={classes.muted}>您好，{userInfo?.companyName || userInfo?.nickName || username}</span>;
  return (
    <>
      <Link href={memberRoutes.login.href(search ? `${path}?${search}` : path)} className={classes.topLink}>
        请登录
      </Link>
      <Link href={memberRoutes.register.href()} className={classes.topLink}>
        免费注册
      </Link>
    </>
  );
}

function TileSearch({ categoryId }: { categoryId: number | undefined }) {
  const [words, setWords] = useState('');
  const [, navigate] = useLocation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(
      mallRoutes.moreGoods.href({
        productName: tileWords(words),
        categoryId: categoryId || null,
        frombtn: 1,
        t: Date.now(),
      }),
    );
  };
  return (
    <form role="search" className={classes.search} onSubmit={submit}>
      <label htmlFor="taoci-search" className="visually-hidden">
        搜索瓷砖
      </label>
      <input
        id="taoci-search"
        type="search"
        value={words}
        onChange={(e) => setWords(e.target.value)}
        placeholder="搜索瓷砖，如 800×800 柔光、木纹砖"
        maxLength={50}
      />
      <button type="submit">搜瓷砖</button>
    </form>
  );
}

const NAV = [
  { label: '陶瓷馆首页', href: () => taociRoutes.taociHome.href() },
  { label: '产区', href: () => `${taociRoutes.taociHome.href()}#regions` },
  { label: '品牌店铺', href: () => `${taociRoutes.taociHome.href()}#shops` },
  { label: '热销瓷砖', href: () => `${taociRoutes.taociHome.href()}#hot` },
  { label: '建采通商城', href: () => mallRoutes.mallSelf.href() },
];

/** The page inside the sub-site's header and nav; `categoryId`: the mall's 瓷砖 category. */
export function TaociFrame({ categoryId, children }: { categoryId?: number; children: ReactNode }) {
  const [path] = useLocation();
  return (
    <>
      <header className={classes.header}>
        <div className={classes.top}>
          <div className={`page-column ${classes.topInner}`}>
            <Link href={portalRoutes.home.href()} className={classes.topLink}>
              ‹ 返回建采通首页
            </Link>
            <span className={classes.topRight}>
              <Account />
              <Link href={portalRoutes.cart.href()} className={classes.topLink}>
                我的购物车
              </Link>
            </span>
          </div>
        </div>
        <div className={`page-column ${classes.brandRow}`}>
          <Link href={taociRoutes.taociHome.href()} className={classes.logo}>
            <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
              <rect x="2" y="2" width="17" height="17" rx="2" fill="var(--mantine-color-brand-6)" />
              <rect x="21" y="2" width="17" height="17" rx="2" fill="var(--mantine-color-price-6)" />
              <rect x="2" y="21" width="17" height="17" rx="2" fill="var(--mantine-color-price-6)" />
              <rect x="21" y="21" width="17" height="17" rx="2" fill="var(--mantine-color-brand-6)" />
            </svg>
            <span>
              <strong>陶瓷馆</strong>
              <small>产区源头瓷砖 · 同色号整批发货</small>
            </span>
          </Link>
          <TileSearch categoryId={categoryId} />
        </div>
      </header>
      <nav className={classes.nav} aria-label="陶瓷馆">
        <ul className={`page-column ${classes.navList}`}>
          {NAV.map((n) => {
            const href = n.href();
            return (
              <li key={n.label}>
                <Link href={href} className={classes.navLink} aria-current={href === path ? 'page' : undefined}>
                  {n.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
    </>
  );
}
