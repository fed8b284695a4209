// 发布设置: publish now or at a Beijing time, optionally withdrawn at a later one.
import { useState } from 'react';
import '../../../ui/mantine-components';
import { Button, TextInput } from '@mantine/core';
import opsClasses from '../common/ops.module.css';
import { instantOf, localOf } from './status';

interface Props {
  /** The item's current times (ISO), to start from. */
  publishAt: string | null;
  withdrawAt: string | null;
  busy: boolean;
  error: string;
  onPublish: (publishAt: string, withdrawAt: string) => void;
  onBack: () => void;
}

export function ScheduleForm({ publishAt, withdrawAt, busy, error, onPublish, onBack }: Props) {
  const [from, setFrom] = useState(() => (publishAt && Date.parse(publishAt) > Date.now() ? localOf(publishAt) : ''));
  const [until, setUntil] = useState(() => localOf(withdrawAt));
  return (
    <form
      className={opsClasses.form}
      onSubmit={(e) => {
        e.preventDefault();
        onPublish(instantOf(from), instantOf(until));
      }}
    >
      <TextInput
        label="发布时间（北京时间）"
        description="留空为立即发布"
        type="datetime-local"
        value={from}
        onChange={(e) => setFrom(e.currentTarget.value)}
      />
      <TextInput
        label="撤下时间（北京时间）"
        description="留空为一直展示，直到手动撤下"
        type="datetime-local"
        value={until}
        error={error || undefined}
        onChange={(e) => setUntil(e.currentTarget.value)}
      />
      <div className={opsClasses.actions}>
        <Button type="submit" loading={busy}>
          {from ? '排期发布' : '立即发布'}
        </Button>
        <Button variant="subtle" disabled={busy} onClick={onBack}>
          返回预览
        </Button>
      </div>
    </form>
  );
}
