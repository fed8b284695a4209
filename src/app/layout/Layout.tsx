// The root layout of every page: loading bar, top bar, header, main nav, the page, footer. Routes
// with the 'auth' frame (login, registration) bring their own simple frame (logo, no main nav),
// so they get only the loading bar here; 'subsite' routes (陶瓷, sc) bring their own header, nav
// and main, and get the loading bar and the footer. On a phone the header folds the top bar and
// the main nav behind its menu button (useMenu).
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { routeEntryOf } from '../../shared/route-table';
import { RouteFocus } from '../../ui/RouteFocus';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';
import { MainNav } from './MainNav';
import { TopBar } from './TopBar';
import { useMenu } from './use-menu';
import classes from './layout.module.css';

export function Layout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const skip = (
    <a href="#main" className={classes.skip}>
      跳到主要内容
    </a>
  );
  const frame = routeEntryOf(path)?.frame;
  const menu = useMenu();
  if (frame === 'subsite') {
    return (
      <>
        {skip}
        <RouteFocus />
        <LoadingBar />
        {children}
        <Footer />
      </>
    );
  }
  if (frame === 'auth') {
    return (
      <>
        {skip}
        <RouteFocus />
        <LoadingBar />
        {children}
      </>
    );
  }
  return (
    <>
      {skip}
      <RouteFocus />
      <LoadingBar />
      <header className={classes.banner} data-menu={menu.open}>
        <TopBar />
        <Header menu={menu} />
      </header>
      <MainNav open={menu.open} />
      <main id="main" className={classes.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
