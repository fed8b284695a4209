// A grey placeholder block while content loads: plain CSS, so first-screen skeletons cost no
// component library code.
import type { CSSProperties } from 'react';
import classes from './ui.module.css';

interface Props {
  height?: number | string;
  width?: number | string;
  mt?: number | 'md';
  mb?: number;
  className?: string;
  'aria-label'?: string;
}

export function Skeleton({ height, width, mt, mb, className, 'aria-label': label }: Props) {
  const style: CSSProperties = { height, width, marginTop: mt === 'md' ? 16 : mt, marginBottom: mb };
  return (
    <div
      className={className ? `${classes.skeleton} ${className}` : classes.skeleton}
      style={style}
      // a label needs a role (aria-label on a plain div is prohibited): a loading placeholder is a status
      role={label ? 'status' : undefined}
      aria-label={label}
    />
  );
}
