// Every image has a fixed box (width × height or an aspect ratio), so nothing shifts while pictures
// arrive, and loads lazily, except the page's first-screen (LCP) image: `priority` loads it
// eagerly with fetchpriority="high". A failed picture leaves the grey box with its alt text.
// A drawn picture of the media module (/media/<kind>/<key>.webp?w=<large>…) comes in two widths,
// the small one half the large: both go in srcset, and `sizes` is the box's width, so the
// browser takes the small one unless the screen's density needs the large.
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

const PICTURE = /^\/media\/[a-z]+\/[\w-]+\.webp\?(?:.*&)?w=(\d+)(?:&|$)/;

/** The srcset of a drawn picture (its small and large widths), or undefined for any other image. */
function pictureSrcSet(src: string): string | undefined {
  const large = Number(PICTURE.exec(src)?.[1]);
  if (!large) return undefined;
  const small = Math.round(large / 2);
  return `${src.replace(`w=${large}`, `w=${small}`)} ${small}w, ${src} ${large}w`;
}

export function Img({ src, alt, width, height, fluid, fit = 'cover', className, priority }: Props) {
  const style: CSSProperties = fluid
    ? { width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, objectFit: fit }
    : { width, height, objectFit: fit };
  const srcSet = pictureSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? `${width}px` : undefined}
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
