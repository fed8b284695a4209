// The purchaser's list of registrants: review (通过 / 驳回 with a reason), the margin voucher
// (view the uploaded file, 确认 / 退回 with a reason), whether a bid is in, its price once opened
// (sealed before), and the result.
import { useState } from 'react';
import '../../../ui/mantine-components';
import { Button, TextInput } from '@mantine/core';
import type { Registrant } from '../../../api/tender-desk';
import { privateFileUrl } from '../../../ui/upload';
import { formatPrice } from '../../../ui/price';
import { formatTime } from '../../../ui/date';
import type { DeskView } from './use-desk';
import classes from './detail.module.css';

const fileLink = (attachId: string) => `/api/blade-resource/oss/file/${attachId}`;

async function openFile(attachId: string) {
  const url = await privateFileUrl(fileLink(attachId));
  window.open(url, '_blank', 'noopener');
}

function Decide({
  label,
  no,
  onYes,
  onNo,
  busy,
}: {
  label: [string, string];
  no: string;
  onYes(): void;
  onNo(reason: string): void;
  busy: boolean;
}) {
  const [reason, setReason] = useState('');
  return (
    <div className={classes.decide}>
      <Button size="xs" loading={busy} onClick={onYes}>
        {label[0]}
      </Button>
      <TextInput
        size="xs"
        aria-label={no}
        placeholder={no}
        value={reason}
        maxLength={100}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <Button size="xs" variant="outline" color="red" loading={busy} onClick={() => onNo(reason)}>
        {label[1]}
      </Button>
    </div>
  );
}

function Row({ r, d }: { r: Registrant; d: DeskView }) {
  const opened = d.desk?.opened ?? false;
  return (
    <li className={classes.registrant}>
      <p className={classes.stepName}>
        {r.companyName}{' '}
        <span className={classes.stepState}>
          （{formatTime(r.registeredAt)}报名，{r.registrationStatusName}）
        </span>
      </p>
      {r.reviewNote && <p className={classes.reason}>驳回原因：{r.reviewNote}</p>}
      {r.registrationStatus === '0' && (
        <Decide
          label={['通过', '驳回']}
          no="驳回原因"
          busy={d.busy}
          onYes={() => d.act({ kind: 'review', companyId: r.companyId, approve: true, reason: '' })}
          onNo={(reason) => d.act({ kind: 'review', companyId: r.companyId, approve: false, reason })}
        />
      )}
      {r.registrationStatus === '1' && (
        <p className={classes.reason}>
          保证金：{r.marginStatusName}
          {r.marginFormName && `（${r.marginFormName} ${r.marginProof}）`}
          {r.marginAttachId && (
            <Button variant="subtle" size="xs" onClick={() => void openFile(r.marginAttachId)}>
              查看凭证
            </Button>
          )}
        </p>
      )}
      {r.marginStatus === '3' && (
        <Decide
          label={['确认到账', '退回凭证']}
          no="退回原因"
          busy={d.busy}
          onYes={() => d.act({ kind: 'confirm', companyId: r.companyId, accept: true, reason: '' })}
          onNo={(reason) => d.act({ kind: 'confirm', companyId: r.companyId, accept: false, reason })}
        />
      )}
      {r.registrationStatus === '1' && (
        <p className={classes.reason}>
          投标：
          {!r.bidIn
            ? '未投标'
            : opened && r.bidPrice !== null
              ? `${formatPrice(r.bidPrice)}，工期 ${r.bidDurationDays} 日`
              : '已投标（密封，开标后可见）'}
          {r.result && <strong>；{r.result}</strong>}
        </p>
      )}
    </li>
  );
}

export function Registrants({ d }: { d: DeskView }) {
  const rows = d.desk?.registrants ?? [];
  if (rows.length === 0) return <p className={classes.reason}>暂无投标人报名。</p>;
  return (
    <ul className={classes.registrants} aria-label="报名单位">
      {rows.map((r) => (
        <Row key={r.companyId} r={r} d={d} />
      ))}
    </ul>
  );
}
