// The home page's blocks: hero (categories, banners, greeting and notices), goods, inquiries and
// tenders, rankings, success cases, news and partners, with ad strips between them. The first
// screen (hero, first ad strip, recommended goods) is rendered on the server with the loader's
// data (homeLoader); everything below renders when it comes near the viewport.
import { Deferred } from '../../ui/Deferred';
import { AdStrip } from './AdStrip';
import { BannerCarousel } from './BannerCarousel';
import { CasesSection } from './CasesSection';
import { CategoryMenu } from './CategoryMenu';
import { GoodsSection } from './GoodsSection';
import { HeroAside } from './HeroAside';
import { InquirySection } from './InquirySection';
import { NewsSection } from './NewsSection';
import { PartnersSection } from './PartnersSection';
import { RankingSection } from './RankingSection';
import { TenderSection } from './TenderSection';
import classes from './home.module.css';

/** The blocks under the page's (visually hidden) heading. */
export function HomeBlocks({ heading }: { heading: string }) {
  return (
    <div className="page-column">
      <h1 className={classes.visuallyHidden}>{heading}</h1>
      <div className={classes.hero}>
        <CategoryMenu />
        <BannerCarousel />
        <HeroAside />
      </div>
      <AdStrip position="03" />
      <GoodsSection kind="recommend" />
      <Deferred minHeight={1400}>
        <AdStrip position="05" />
        <GoodsSection kind="self" />
        <AdStrip position="06" />
        <div className={classes.pair}>
          <InquirySection />
          <TenderSection />
        </div>
        <AdStrip position="07" />
        <RankingSection />
      </Deferred>
      <Deferred minHeight={1600}>
        <AdStrip position="08" />
        <CasesSection />
        <AdStrip position="09" />
        <NewsSection />
        <AdStrip position="10" />
        <PartnersSection />
        <AdStrip position="186" height={80} />
      </Deferred>
    </div>
  );
}
