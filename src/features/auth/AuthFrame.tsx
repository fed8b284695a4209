// The simple frame around every auth page: logo and the page's title, no main nav, a short
// footer. Two looks: 'card' (the default pages, a card beside a brand panel) and 'classic'
// (the -bak pages, a plain centred sheet); the forms inside are the same components.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../../ui/Logo';
import { useBrand, useSiteConfig } from '../../shared/site-config';
import classes from './auth.module.css';
import { portalRoutes } from '../../shared/sections/portal/routes';

export type FrameVariant = 'card' | 'classic';

interface Props {
  /** Shown beside the logo, e.g. 欢迎登录. */
  title: string;
  variant?: FrameVariant;
  /** A link at the header's right end (e.g. 已有账号？去登录). */
  aside?: ReactNode;
  children: ReactNode;
}

const POINTS = ['海量建材源头好货，价格透明', '询价、招标、集采一站办理', '企业认证，交易有保障'];

export function AuthFrame({ title, variant = 'card', aside, children }: Props) {
  const { brandName, hotline, serviceHours } = useBrand();
  const copyright = useSiteConfig()?.copyright ?? `© ${brandName} 版权所有`;
  return (
    <div className={classes.frame} data-variant={variant}>
      <header className={classes.head}>
        <div className={`page-column ${classes.headInner}`}>
          <Logo />
          <span className={classes.headTitle}>{title}</span>
          <nav className={classes.headLinks} aria-label="页面链接">
            {aside}
            <Link href={portalRoutes.home.href()}>返回首页</Link>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={classes.body}>
        <div className={`page-column ${classes.bodyInner}`}>
          {variant === 'card' && (
            <section className={classes.promo} aria-label={`${brandName}服务`}>
              <p className={classes.promoTitle}>建筑行业一站式采购服务平台</p>
              <ul className={classes.promoList}>
                {POINTS.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </section>
          )}
          <div className={classes.sheet}>{children}</div>
        </div>
      </main>
      <footer className={classes.foot}>
        <p>
          客服热线：{hotline}（工作日 {serviceHours}）
        </p>
        <p>{copyright}</p>
      </footer>
    </div>
  );
}
