// The self-operated mall's title band: its name, the three promises, and links to its sections.
import type { ReactNode } from 'react';
import classes from './self.module.css';

const PROMISES = ['平台自营 品质保障', '厂家直供 集采低价', '开具专票 准时配送'];

export function SelfBand({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className={classes.band} aria-labelledby="self-band-title">
      <div>
        <h1 id="self-band-title" className={classes.bandTitle}>
          {title}
        </h1>
        <ul className={classes.promises}>
          {PROMISES.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </div>
      {children && (
        <nav className={classes.bandLinks} aria-label="自营商城栏目">
          {children}
        </nav>
      )}
    </section>
  );
}
