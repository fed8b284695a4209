// The root layout of every page: loading bar, top bar, header, main nav, the page, footer. The
// login and registration pages bring their own simple frame (logo, no main nav), so they get
// only the loading bar here.
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { RouteFocus } from '../../ui/RouteFocus';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';
import { MainNav } from './MainNav';
import { TopBar } from './TopBar';
import classes from './layout.module.css';

/** Pages that render their own frame (src/features/auth/AuthFrame), each with its own <main id="main">. */
export const OWN_FRAME_PATHS: ReadonlySet<string> = new Set(['/login', '/login-bak', '/register', '/register-bak', '/forget', '/login-back']);

export function Layout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const skip = (
    <a href="#main" className={classes.skip}>
      跳到主要内容
    </a>
  );
  if (OWN_FRAME_PATHS.has(path)) {
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
      <header>
        <TopBar />
        <Header />
      </header>
      <MainNav />
      <main id="main" className={classes.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
