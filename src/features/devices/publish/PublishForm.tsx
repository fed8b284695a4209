// The publish form on the devicesPublish flow: 发布出租 / 发布求租 for a new listing (an edit keeps
// its kind), the fields of that kind, the form's problem above it, the review desk's answer, and
// submit. A failed submit focuses the first problem; a listing held in review refreshes 本企业发布的信息.
import { useEffect, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DevicesPublishInput } from '../../../../machines/devices-publish.machine';
import common from '../common/devices.module.css';
import { mineQuery } from '../common/queries';
import { FormAnnouncer, useRefusalFocus } from '../../../ui/form';
import { NeedForm } from './NeedForm';
import { usePublishFlow } from './publish-flow';
import { SupplyForm } from './SupplyForm';
import classes from './publish.module.css';

const NAMES = { supply: '出租', need: '求租' } as const;

export function PublishForm({ input }: { input: DevicesPublishInput }) {
  const f = usePublishFlow(input);
  const client = useQueryClient();
  const editing = input.id != null;
  // A failed submit: the first problem takes the focus (the form's alert when no field has one).
  const { root, announcement } = useRefusalFocus(f.failures, f.failures, (form) =>
    form.querySelector<HTMLElement>('[role="alert"]'),
  );
  useEffect(() => {
    if (f.saved) void client.invalidateQueries({ queryKey: mineQuery(1).queryKey });
  }, [f.saved, client]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    f.submit();
  };
  const verb = editing ? '保存修改' : `发布${NAMES[f.kind]}信息`;
  return (
    <>
      {!editing && (
        <div className={classes.tabs} role="group" aria-label="发布类型">
          {(['supply', 'need'] as const).map((k) => (
            <button key={k} type="button" aria-pressed={f.kind === k} onClick={() => f.setKind(k)}>
              发布{NAMES[k]}
            </button>
          ))}
        </div>
      )}
      <form
        ref={root}
        className={classes.form}
        onSubmit={submit}
        noValidate
        aria-label={editing ? `修改${NAMES[f.kind]}信息` : `发布${NAMES[f.kind]}信息`}
      >
        {f.error && (
          <p className={classes.note} data-tone="danger" role="alert" tabIndex={-1}>
            {f.error}
          </p>
        )}
        {f.kind === 'supply' && f.supply && <SupplyForm draft={f.supply} set={f.setSupply} errors={f.errors} />}
        {f.kind === 'need' && f.need && <NeedForm draft={f.need} set={f.setNeed} errors={f.errors} />}
        <FormAnnouncer text={announcement} />
        {f.saved && (
          <p className={classes.note} data-tone="warn" role="status">
            已提交：{f.saved.stateName}。{f.saved.reviewNote}（修改后再次提交即可）
          </p>
        )}
        <div className={classes.submit}>
          <button type="submit" className={common.primary} disabled={f.busy}>
            {f.busy ? '提交中…' : verb}
          </button>
        </div>
      </form>
    </>
  );
}
