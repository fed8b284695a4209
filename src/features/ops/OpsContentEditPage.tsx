// /ops/content/edit?kind=&id=: 内容编辑's editor, the opsContent flow: 编辑 (the kind's fields) →
// 预览 (saved, shown as the public will see it) → 发布设置 (now or at a time, until a time) → 完成.
// Without an id it creates a draft of the kind; with one it loads the item first.
import { useEffect } from 'react';
import '../../ui/mantine-components';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'wouter';
import { EMPTY_DRAFT } from '../../../machines/ops-content.machine';
import { CONTENT_KIND_NAMES, CONTENT_KINDS, cmsEditor, type ContentKind } from '../../api/cms';
import { useFlow } from '../../shared/actor';
import { opsCall } from '../../shared/sections/ops/call';
import { opsRoutes } from '../../shared/sections/ops/routes';
import { FormAnnouncer, useRefusalFocus } from '../../ui/form';
import { OpsShell } from './common/OpsShell';
import classes from './common/ops.module.css';
import { ContentFields } from './content/ContentFields';
import { ContentPreview } from './content/ContentPreview';
import { ScheduleForm } from './content/ScheduleForm';
import contentClasses from './content/content.module.css';
import { shown, statusName } from './content/status';

const STEPS = [
  ['editing', '编辑内容'],
  ['preview', '预览'],
  ['scheduling', '发布设置'],
  ['done', '完成'],
] as const;

function Editor() {
  const [params] = useSearchParams();
  const asked = params.get('kind') as ContentKind | null;
  const kind: ContentKind = asked && CONTENT_KINDS.includes(asked) ? asked : 'banner';
  const id = Number(params.get('id')) || null;
  const item = useQuery({
    queryKey: [cmsEditor.detail.path, kind, id],
    queryFn: ({ signal }) => opsCall(cmsEditor.detail, { kind, id: id! }, { signal }),
    enabled: id !== null,
  });
  const [flow, send] = useFlow('opsContent', `opsContent-${kind}-${id ?? 'new'}`, { kind });
  const step = useSelector(flow, (s) => STEPS.find(([tag]) => s?.hasTag(tag))?.[0] ?? 'editing');
  const draft = useSelector(flow, (s) => s?.context.draft ?? EMPTY_DRAFT);
  const errors = useSelector(flow, (s) => s?.context.errors ?? {});
  const error = useSelector(flow, (s) => (s?.hasTag('error') ? s.context.error : ''));
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? false);
  const row = useSelector(flow, (s) => s?.context.row ?? null);
  const loaded = item.data;
  useEffect(() => {
    if (id === null) send({ type: 'opsContent.start', kind, id: null, draft: EMPTY_DRAFT });
    else if (loaded) {
      const { kind: k, id: i, title, group, summary, body, imageUrl, linkUrl, source, companyName, sort } = loaded;
      send({
        type: 'opsContent.start',
        kind: k,
        id: i,
        draft: { title, group, summary, body, imageUrl, linkUrl, source, companyName, sort },
      });
    }
  }, [id, kind, loaded, send]);
  const { root, announcement } = useRefusalFocus(errors);
  const heading = `${id ? '编辑' : '新建'}${CONTENT_KIND_NAMES[kind]}`;
  return (
    <>
      <p>
        <Link href={opsRoutes.opsContent.href(kind)}>返回内容列表</Link>
      </p>
      <h1>{heading}</h1>
      {loaded && (
        <p className={classes.meta}>
          当前状态：{statusName(loaded.status)}；发布时间 {shown(loaded.publishAt)}；撤下时间{' '}
          {shown(loaded.withdrawnAt ?? loaded.withdrawAt)}
        </p>
      )}
      <ol className={contentClasses.steps} aria-label="步骤">
        {STEPS.map(([tag, label]) => (
          <li key={tag} aria-current={tag === step ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </ol>
      {error && step !== 'scheduling' && (
        <div role="alert" className={classes.error}>
          {error}
        </div>
      )}
      {step === 'editing' && (
        <form
          ref={root}
          className={classes.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'opsContent.preview' });
          }}
        >
          <ContentFields
            kind={kind}
            draft={draft}
            errors={errors}
            onChange={(patch) => send({ type: 'opsContent.edit', patch })}
          />
          <FormAnnouncer text={announcement} />
          <div className={classes.actions}>
            <Button type="submit" loading={busy}>
              保存并预览
            </Button>
          </div>
        </form>
      )}
      {step === 'preview' && (
        <>
          <ContentPreview kind={kind} draft={draft} />
          <div className={classes.actions}>
            <Button onClick={() => send({ type: 'opsContent.schedule' })}>发布设置</Button>
            <Button variant="subtle" onClick={() => send({ type: 'opsContent.back' })}>
              返回修改
            </Button>
          </div>
        </>
      )}
      {step === 'scheduling' && (
        <ScheduleForm
          publishAt={loaded?.publishAt ?? null}
          withdrawAt={loaded?.withdrawAt ?? null}
          busy={busy}
          error={error}
          onPublish={(publishAt, withdrawAt) => send({ type: 'opsContent.publish', publishAt, withdrawAt })}
          onBack={() => send({ type: 'opsContent.back' })}
        />
      )}
      {step === 'done' && row && (
        <div role="status">
          <p>
            {row.status === 'scheduled' ? '已排期' : '已发布'}：{row.title}，发布时间 {shown(row.publishAt)}，撤下时间{' '}
            {shown(row.withdrawAt)}。前台页面会在缓存期（约 5 秒）内显示变更。
          </p>
          <div className={classes.actions}>
            <Button component={Link} href={opsRoutes.opsContent.href(kind)}>
              返回内容列表
            </Button>
            <Button variant="subtle" onClick={() => send({ type: 'opsContent.back' })}>
              继续编辑
            </Button>
          </div>
        </div>
      )}
    </>
  );
}

export default function OpsContentEditPage() {
  return (
    <OpsShell role="content">
      <Editor />
    </OpsShell>
  );
}
