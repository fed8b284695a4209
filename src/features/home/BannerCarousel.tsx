// The position-01 banners as a carousel: previous/next buttons and one dot per slide. No
// autoplay (no timers in views); the slide index is plain view state.
import { useState } from 'react';
import { Skeleton } from '../../ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { homeQueries } from './queries';
import { AppLink } from '../../ui/AppLink';
import { DataState } from '../../ui/DataState';
import { Img } from '../../ui/Img';
import classes from './home.module.css';

export const BANNER_SIZE = { width: 720, height: 380 };

export function BannerCarousel() {
  const banners = useQuery(homeQueries.banners);
  const [index, setIndex] = useState(0);
  return (
    <section className={classes.carousel} aria-roledescription="carousel" aria-label="首页轮播">
      <DataState state={banners} skeleton={<Skeleton className={classes.carouselSkeleton} />}>
        {(list) => {
          const current = Math.min(index, list.length - 1);
          const go = (i: number) => setIndex((i + list.length) % list.length);
          const b = list[current];
          return (
            <>
              <div
                className={classes.slide}
                aria-roledescription="slide"
                aria-label={`第 ${current + 1} 张，共 ${list.length} 张：${b.title}`}
              >
                <AppLink href={b.linkUrl} aria-label={b.title}>
                  <Img src={b.imageUrl} alt={b.title} {...BANNER_SIZE} fluid priority={current === 0} />
                </AppLink>
              </div>
              {list.length > 1 && (
                <>
                  <button
                    type="button"
                    className={`${classes.arrow} ${classes.arrowPrev}`}
                    aria-label="上一张"
                    onClick={() => go(current - 1)}
                  >
                    ‹
                  </button>
                  <button
                    type="button"
                    className={`${classes.arrow} ${classes.arrowNext}`}
                    aria-label="下一张"
                    onClick={() => go(current + 1)}
                  >
                    ›
                  </button>
                  <div className={classes.dots}>
                    {list.map((item, i) => (
                      <button
                        key={item.id}
                        type="button"
                        className={classes.dot}
                        aria-label={`第 ${i + 1} 张：${item.title}`}
                        aria-current={i === current}
                        onClick={() => go(i)}
                      />
                    ))}
                  </div>
                </>
              )}
            </>
          );
        }}
      </DataState>
    </section>
  );
}
