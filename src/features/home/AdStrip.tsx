// The other banner positions (03, 05-10, 186) as ad strips between the home sections; an empty
// position takes no room (ads are optional, unlike lists).
import { Skeleton } from '../../ui/Skeleton';
import { cms, type BANNER_POSITIONS } from '../../api/cms';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../shared/query';
import { AppLink } from '../../ui/AppLink';
import { Img } from '../../ui/Img';
import classes from './home.module.css';

type Position = Exclude<(typeof BANNER_POSITIONS)[number], '01'>;

export function AdStrip({ position, height = 100 }: { position: Position; height?: number }) {
  const ads = useQuery(callQuery(cms.bannerList, { position }));
  if (ads.error || (ads.data && ads.data.length === 0)) return null;
  if (!ads.data) return <Skeleton className={classes.adStrip} height={height} aria-label="广告加载中" />;
  const list = ads.data.slice(0, 3);
  const width = Math.floor(1200 / list.length);
  return (
    // Not a landmark: eight strips of links would crowd the page's landmark list.
    <div className={classes.adStrip} data-position={position}>
      {list.map((ad) => (
        <AppLink key={ad.id} href={ad.linkUrl} className={classes.adItem} aria-label={ad.title}>
          <Img src={ad.imageUrl} alt={ad.title} width={width} height={height} fluid />
        </AppLink>
      ))}
    </div>
  );
}
