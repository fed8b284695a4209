// Every image has a fixed box (width × height or an aspect ratio), so nothing shifts while pictures
// arrive, and loads lazily, except the page's first-screen (LCP) image: `priority` loads it
// eagerly with fetchpriority="high". A failed picture leaves the grey box with its alt text.
import type { CSSProperties } from 'react';
import classes from './ui.module.css';

interface Props {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Stretch to the container's width, keeping width:height as the aspect ratio. */
  fluid?: boolean;
  fit?: 'cover' | 'contain';
  className?: string;
  /** The page's largest first-screen image. */
  priority?: boolean;
}

export function Img({ src, alt, width, height, fluid, fit = 'cover', className, priority }: Props) {
  const style: CSSProperties = fluid
    ? { width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, objectFit: fit }
    : { width, height, objectFit: fit };
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className ? `${classes.img} ${className}` : classes.img}
      style={style}
    />
  );
}
