// Partners of the three types, one row of logos per type.
import { cms } from '../../api/cms';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../shared/query';
import { AppLink } from '../../ui/AppLink';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { Img } from '../../ui/Img';
import { Section } from '../../ui/Section';
import classes from './home.module.css';

const TYPES = [
  { type: '1', title: '战略合作伙伴' },
  { type: '2', title: '金融合作机构' },
  { type: '3', title: '品牌合作商' },
] as const;

function PartnerRow({ type, title }: (typeof TYPES)[number]) {
  const partners = useQuery(callQuery(cms.partnerList, { type }));
  return (
    <div className={classes.partnerRow}>
      <h3 className={classes.partnerTitle}>{title}</h3>
      <DataState state={partners} skeleton={<SkeletonRows rows={2} height={48} />}>
        {(list) => (
          <ul className={classes.partners}>
            {list.map((p) => (
              <li key={p.id}>
                <AppLink href={p.linkUrl} className={classes.partner} newTab aria-label={p.name}>
                  <Img src={p.logoUrl} alt={p.name} width={160} height={64} fit="contain" fluid />
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </div>
  );
}

export function PartnersSection() {
  return (
    <Section title="合作伙伴">
      {TYPES.map((t) => (
        <PartnerRow key={t.type} {...t} />
      ))}
    </Section>
  );
}
