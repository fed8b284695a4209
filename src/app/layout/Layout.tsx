// The root layout of every page: loading bar, top bar, header, main nav, the page, footer.
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';
import { MainNav } from './MainNav';
import { TopBar } from './TopBar';
import classes from './layout.module.css';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className={classes.skip}>
        跳到主要内容
      </a>
      <LoadingBar />
      <TopBar />
      <Header />
      <MainNav />
      <main id="main" className={classes.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
