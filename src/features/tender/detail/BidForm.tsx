// The sealed bid (投标): price in 元, duration in days and the bid documents (PDF). Sealed: the
// server shows the price to nobody but the bidder's own company before the opening. Revise or
// withdraw until the bid deadline.
import { useState, type FormEvent } from 'react';
import '../../../ui/mantine-components';
import { Button, TextInput } from '@mantine/core';
import { PART_FORM_MSG } from '../../../../machines/tender-participation.machine';
import type { OwnBid } from '../../../api/tender';
import { FileUpload } from '../../../ui/upload';
import { formatPrice } from '../../../ui/price';
import { formatTime } from '../../../ui/date';
import type { ParticipationView } from './use-participation';
import classes from './detail.module.css';

export function OwnBidFacts({ bid }: { bid: OwnBid }) {
  return (
    <p className={classes.reason}>
      {bid.status === '1'
        ? `已密封投标：${formatPrice(bid.price)}，工期 ${bid.durationDays} 日（${formatTime(bid.updatedAt)}${bid.revision ? `，第 ${bid.revision} 次修改` : ''}）`
        : '投标已撤回'}
      。开标前任何人（包括招标人）都看不到报价。
    </p>
  );
}

export function BidForm({ part, bid }: { part: ParticipationView; bid: OwnBid | null }) {
  const live = bid?.status === '1';
  const [price, setPrice] = useState(live ? String(bid.price) : '');
  const [durationDays, setDuration] = useState(live ? String(bid.durationDays) : '');
  const [documents, setDocuments] = useState<string[]>([]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    part.bid({ price, durationDays, documents });
  };
  const fieldError = (msg: string) => (part.error === msg ? msg : undefined);
  return (
    <form className={classes.payForm} onSubmit={submit} aria-label="密封投标" noValidate>
      <TextInput
        label="投标报价（元）"
        required
        inputMode="decimal"
        value={price}
        error={fieldError(PART_FORM_MSG.price)}
        onChange={(e) => setPrice(e.currentTarget.value)}
      />
      <TextInput
        label="工期 / 交货期（日）"
        required
        inputMode="numeric"
        value={durationDays}
        error={fieldError(PART_FORM_MSG.duration)}
        onChange={(e) => setDuration(e.currentTarget.value)}
      />
      <FileUpload
        label="投标文件（PDF）"
        kinds={['pdf']}
        maxFiles={5}
        onChange={(files) => setDocuments(files.map((f) => f.attachId))}
      />
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
