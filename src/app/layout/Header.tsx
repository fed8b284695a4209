// The header under the top bar: logo (home), the wide search box and the cart entry, and on a
// phone the menu button that opens the top bar and the main nav (useMenu). The layout puts both
// bars in the page's one banner landmark.
import { Link } from 'wouter';
import { pathOf } from '../../shared/route-table';
import { Logo } from '../../ui/Logo';
import { SearchBox } from './SearchBox';
import type { Menu } from './use-menu';
import classes from './layout.module.css';

export function Header({ menu }: { menu: Menu }) {
  return (
    <div className={classes.header}>
      <div className={`page-column ${classes.headerInner}`}>
        <Logo />
        <SearchBox />
        <Link href={pathOf('cart')} className={classes.cart}>
          我的购物车
        </Link>
        <button type="button" className={classes.menuButton} {...menu.buttonProps}>
          <span className={classes.menuIcon} aria-hidden="true" />
          菜单
        </button>
      </div>
    </div>
  );
}
