// /home: hero (categories, banners, greeting and notices), goods, inquiries and tenders,
// rankings, success cases, news and partners, with ad strips between them.
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

export default function HomePage() {
  return (
    <div className="page-column">
      <h1 className={classes.visuallyHidden}>建筑行业一站式采购服务平台首页</h1>
      <div className={classes.hero}>
        <CategoryMenu />
        <BannerCarousel />
        <HeroAside />
      </div>
      <AdStrip position="03" />
      <GoodsSection kind="recommend" />
      <AdStrip position="05" />
      <GoodsSection kind="self" />
      <AdStrip position="06" />
      <div className={classes.pair}>
        <InquirySection />
        <TenderSection />
      </div>
      <AdStrip position="07" />
      <RankingSection />
      <AdStrip position="08" />
      <CasesSection />
      <AdStrip position="09" />
      <NewsSection />
      <AdStrip position="10" />
      <PartnersSection />
      <AdStrip position="186" height={80} />
    </div>
  );
}
