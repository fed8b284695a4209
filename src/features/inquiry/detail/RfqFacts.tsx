// The RFQ facts of an inquiry (issue 23), for the detail and the wizard's review alike: kind of
// supply, quoting and award mode, budget, latest delivery day, invitations; and the attachments
// (private uploads opened through privateFileUrl; others see only how many there are).
import type { ReactNode } from 'react';
import {
  AWARD_MODE_NAMES,
  QUOTE_MODE_NAMES,
  SUPPLY_KIND_NAMES,
  type AwardMode,
  type Invitee,
  type QuoteMode,
  type SupplyKind,
} from '../../../api/inquiry-rfq';
import { formatPrice } from '../../../ui/price';
import { privateFileUrl } from '../../../ui/upload';
import classes from './detail.module.css';

export interface RfqShown {
  supplyKind: SupplyKind;
  quoteMode: QuoteMode;
  awardMode: AwardMode;
  budget: number | null;
  deliveryDate: string | null;
  invitedOnly: boolean;
  invited: Invitee[];
}

/** FactList entries of the RFQ terms. */
export function rfqFacts(r: RfqShown): Array<{ term: string; value: ReactNode; wide?: boolean }> {
  return [
    { term: '采购内容', value: SUPPLY_KIND_NAMES[r.supplyKind] },
    {
      term: '报价方式',
      value: r.quoteMode === 'sealed' ? `${QUOTE_MODE_NAMES.sealed}（截止后开启）` : QUOTE_MODE_NAMES.open,
    },
    { term: '定标方式', value: AWARD_MODE_NAMES[r.awardMode] },
    { term: '预算金额', value: r.budget === null ? '未公开' : `${formatPrice(r.budget)}（含税）` },
    { term: '最晚到货', value: r.deliveryDate ?? '不限' },
    {
      term: '邀请方式',
      value: !r.invitedOnly
        ? '公开询价（所有供应商可报价）'
        : r.invited.length
          ? `定向邀请：${r.invited.map((c) => c.name).join('、')}`
          : '定向邀请（仅受邀供应商可报价）',
      wide: r.invited.length > 0,
    },
  ];
}

async function openPrivate(link: string) {
  const url = await privateFileUrl(link);
  window.open(url, '_blank', 'noopener');
}

export function Attachments({
  files,
  count,
}: {
  files: Array<{ attachId: string; name: string; link: string }>;
  count: number;
}) {
  if (count === 0) return null;
  return (
    <div className={classes.remark}>
      附件（{count} 个）：
      {files.length === 0 ? (
        <span>仅采购方与可报价的供应商可查看</span>
      ) : (
        <ul className={classes.chips}>
          {files.map((f) => (
            <li key={f.attachId}>
              <button type="button" className={classes.fileLink} onClick={() => void openPrivate(f.link)}>
                {f.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
