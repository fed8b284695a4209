// One pending item of a queue: what it is, its age, who holds it; 领取 for a free one, and the
// decision panel (reason, 通过 / 驳回) while the reviewer's flow holds it. Its uploads (a licence, a
// certificate photo) open in a new tab: the browser sends the operator's session cookie.
import { useState } from 'react';
import '../../../ui/mantine-components';
import { Button, Group, Textarea } from '@mantine/core';
import type { QueueItem } from '../../../api/ops';
import type { Decision } from '../../../api/ops-dicts';
import classes from '../common/ops.module.css';

/** 3 天 5 小时 / 2 小时 / 12 分钟. */
export function ageText(minutes: number): string {
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  if (d > 0) return h > 0 ? `${d} 天 ${h} 小时` : `${d} 天`;
  return h > 0 ? `${h} 小时` : `${minutes} 分钟`;
}

interface Props {
  item: QueueItem;
  /** This reviewer's flow holds it: the decision panel shows. */
  mine: boolean;
  busy: boolean;
  error: string;
  onClaim: () => void;
  onDecide: (decision: Decision, reason: string) => void;
  onCancel: () => void;
}

export function QueueItemCard({ item, mine, busy, error, onClaim, onDecide, onCancel }: Props) {
  const [reason, setReason] = useState('');
  const headingId = `queue-item-${item.id}`;
  return (
    <li className={classes.item} aria-labelledby={headingId}>
      <div className={classes.itemHead}>
        <h3 id={headingId} className={classes.itemTitle}>
          {item.title}
        </h3>
        <span className={classes.meta}>
          提交于 {item.submittedAt}，已等待 {ageText(item.ageMinutes)}
        </span>
      </div>
      <p className={classes.meta}>{item.summary}</p>
      {item.attachments?.length ? (
        <Group component="ul" gap="md" aria-label="附件" style={{ listStyle: 'none', padding: 0 }}>
          {item.attachments.map((a) => (
            <li key={a.url}>
              <a href={a.url} target="_blank" rel="noopener">
                {a.thumbUrl ? <img src={a.thumbUrl} alt={a.name} style={{ height: 96, width: 'auto' }} /> : a.name}
              </a>
            </li>
          ))}
        </Group>
      ) : null}
      {mine ? (
        <div className={classes.panel}>
          <Textarea
            label="审核理由"
            description="通过或驳回都须填写理由，申请人会在消息中心看到"
            required
            maxLength={500}
            autosize
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          {error && (
            <div role="alert" className={classes.error}>
              {error}
            </div>
          )}
          <div className={classes.actions}>
            <Button loading={busy} onClick={() => onDecide('approve', reason)}>
              通过
            </Button>
            <Button color="red" variant="outline" disabled={busy} onClick={() => onDecide('refuse', reason)}>
              驳回
            </Button>
            <Button variant="subtle" disabled={busy} onClick={onCancel}>
              稍后处理
            </Button>
          </div>
        </div>
      ) : (
        <div className={classes.actions}>
          {item.claimedBy ? (
            <span className={classes.meta}>
              {item.claimedBy.name} 处理中（至 {item.claimedBy.until}）
            </span>
          ) : null}
          <Button variant="outline" size="sm" disabled={busy} onClick={onClaim} aria-describedby={headingId}>
            领取
          </Button>
        </div>
      )}
    </li>
  );
}
