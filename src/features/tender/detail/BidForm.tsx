// The sealed bid (投标): price in 元, duration in days and the bid documents (PDF). Sealed: the
// server shows the price to nobody but the bidder's own company before the opening. Revise or
// withdraw until the bid deadline. One upload per document the tender requires (商务标, 报价单 …);
// the server refuses a bid missing one, naming it.
import { useState } from 'react';
import '../../../ui/mantine-components';
import { Button, TextInput } from '@mantine/core';
import type { OwnBid } from '../../../api/tender';
import { nameOfDoc } from '../../../api/tender-rules';
import { FormAnnouncer } from '../../../ui/form';
import { FileUpload } from '../../../ui/upload';
import { formatPrice } from '../../../ui/price';
import { formatTime } from '../../../ui/date';
import type { ParticipationView } from './use-participation';
import { usePartForm } from './use-part-form';
import classes from './detail.module.css';

export function OwnBidFacts({ bid }: { bid: OwnBid }) {
  const revision = bid.revision ? `，第 ${bid.revision} 次修改` : '';
  return (
    <p className={classes.reason}>
      {bid.status === '1'
        ? `已密封投标：${formatPrice(bid.price)}，工期 ${bid.durationDays} 日（${formatTime(bid.updatedAt)}${revision}）`
        : '投标已撤回'}
      。开标前任何人（包括招标人）都看不到报价。
    </p>
  );
}

export function BidForm({ part, bid }: { part: ParticipationView; bid: OwnBid | null }) {
  const live = bid?.status === '1';
  const initial = { price: live ? String(bid.price) : '', durationDays: live ? String(bid.durationDays) : '' };
  const required = part.status?.requiredDocs ?? [];
  const [byKind, setByKind] = useState<Record<string, string>>({});
  const documents = Object.entries(byKind)
    .filter(([, attachId]) => attachId)
    .map(([kind, attachId]) => ({ kind, attachId }));
  const { field, root, onSubmit, announcement } = usePartForm(part, initial, (v) => part.bid({ ...v, documents }));
  return (
    <form ref={root} className={classes.payForm} onSubmit={onSubmit} aria-label="密封投标" noValidate>
      <TextInput label="投标报价（元）" required inputMode="decimal" {...field('price')} />
      <TextInput label="工期 / 交货期（日）" required inputMode="numeric" {...field('durationDays')} />
      {required.map((kind) => (
        <FileUpload
          key={kind}
          label={`${nameOfDoc(kind)}（PDF，必须上传）`}
          kinds={['pdf']}
          maxFiles={1}
          onChange={(files) => setByKind((m) => ({ ...m, [kind]: files[0]?.attachId ?? '' }))}
        />
      ))}
      <FormAnnouncer text={announcement} />
      <div className={classes.actions}>
        <Button type="submit" loading={part.busy}>
          {live ? '修改投标' : '提交投标'}
        </Button>
        {part.status?.canWithdraw && (
          <Button variant="outline" color="red" loading={part.busy} onClick={part.withdraw}>
            撤回投标
          </Button>
        )}
      </div>
    </form>
  );
}
