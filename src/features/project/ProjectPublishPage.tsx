// /findProject/publish: a general contractor (a member acting for a buyer company) publishes a
// subcontract package. The flow checks the form at input and shows every problem under its field
// (建筑法 第29条, the grade of the category, the deadline window, no contact or fee wording: the
// server's own rule), puts a server refusal back under its field, and opens the package's page.
// A failed submit moves the focus to the first field at fault; below, the company's own packages
// (a lazy part). Visitors are sent to login and back.
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import '../../ui/mantine-components';
import { Button } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { emptyPackage, type PackageDraft } from '../../../machines/project-forms';
import type { PackageField } from '../../api/project-publish';
import { useFlow } from '../../shared/actor';
import { projectRoutes } from '../../shared/sections/project/routes';
import { MembersOnly } from '../../ui/MembersOnly';
import { PageHead } from '../../ui/PageHead';
import { SkeletonRows } from '../../ui/DataState';
import { focusFirstInvalid } from '../../ui/form';
import { PackageFields } from './publish/PackageFields';
import common from './common/project.module.css';
import classes from './publish/publish.module.css';

const MyPackages = lazy(() => import('./publish/MyPackages'));

function PublishForm() {
  const [flow, toFlow] = useFlow('projectPublish', 'projectPublish');
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? false);
  const errors = useSelector(flow, (s) => s?.context.fieldErrors ?? {});
  const error = useSelector(flow, (s) => s?.context.error ?? '');
  const attempts = useSelector(flow, (s) => s?.context.attempts ?? 0);
  const [d, setD] = useState<PackageDraft>(emptyPackage);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempts > 0 && form.current) focusFirstInvalid(form.current, errors);
    // Only after a refused submit, not on every edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempts]);
  const set = (patch: Partial<PackageDraft>, field: PackageField) => {
    setD((x) => ({ ...x, ...patch }));
    toFlow({ type: 'projectPublish.edit', field });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    toFlow({ type: 'projectPublish.submit', draft: d, nowMs: Date.now() });
  };
  const count = Object.keys(errors).length;
  return (
    <form ref={form} className={classes.form} onSubmit={submit} aria-label="发布分包项目" noValidate>
      <PackageFields d={d} errors={errors} set={set} />
      <div className={classes.actions}>
        <Button type="submit" loading={busy}>
          发布分包项目
        </Button>
        <span className={classes.note}>提交后经平台审核即发布，符合订阅条件的会员将收到通知。</span>
      </div>
      <div role="status" className={classes.error}>
        {count > 0 && `有 ${count} 项需要修改`}
      </div>
      {error && (
        <p role="alert" className={classes.error}>
          {error}
        </p>
      )}
    </form>
  );
}

const TRAIL = [
  { label: '项目对接', href: projectRoutes.project.href() },
  { label: '分包项目', href: projectRoutes.projectList.href() },
];

export default function ProjectPublishPage() {
  return (
    <div className="page-column">
      <PageHead trail={TRAIL} current="发布分包项目" className={common.head}>
        <span className={common.count}>总承包单位发布专业分包、劳务分包需求，按资质匹配合格的分包单位。</span>
      </PageHead>
      <MembersOnly
        words={['请先登录总承包（采购商）账号。', '登录后发布']}
        classes={{ box: common.panel }}
        pending={null}
      >
        <PublishForm />
        <Suspense fallback={<SkeletonRows rows={3} />}>
          <MyPackages />
        </Suspense>
      </MembersOnly>
    </div>
  );
}
