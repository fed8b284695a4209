// The header under the top bar: logo (home), the wide search box and the cart entry. The layout
// puts both in the page's one banner landmark.
import { Link } from 'wouter';
import { pathOf } from '../../shared/route-table';
import { Logo } from '../../ui/Logo';
import { SearchBox } from './SearchBox';
import classes from './layout.module.css';

export function Header() {
  return (
    <div className={classes.header}>
      <div className={`page-column ${classes.headerInner}`}>
        <Logo />
        <SearchBox />
        <Link href={pathOf('cart')} className={classes.cart}>
          我的购物车
        </Link>
      </div>
    </div>
  );
}
