// /labor-services/publish?kind=work|worker|team[&id=]: the member's publish forms (job post,
// worker card, team) on the laborPublish flow; with an id, one's own listing to edit (another's
// or an unknown id: not found). Visitors are asked to log in and come back.
import { Link, useLocation, useSearch } from 'wouter';
import { laborMember } from '../../api/labor-member';
import { useSession } from '../../shared/actor';
import { findQuery, type Loader } from '../../shared/query';
import { memberRoutes } from '../../shared/sections/member/routes';
import { laborRoutes, PUBLISH_KINDS, type PublishKind } from '../../shared/sections/labor/routes';
import { SkeletonRows } from '../../ui/DataState';
import { NotFound } from '../../ui/NotFound';
import { useLaborPublish } from './publish/publish-flow';
import { LaborTabs } from './common/LaborTabs';
import { JobForm } from './publish/JobForm';
import { TeamForm } from './publish/TeamForm';
import { WorkerForm } from './publish/WorkerForm';
import classes from './common/labor.module.css';

const kindOf = (search: string): PublishKind => {
  const k = new URLSearchParams(search).get('kind');
  return k === 'worker' || k === 'team' ? k : 'work';
};

const EDIT_TITLES = { work: '修改招工信息', worker: '修改找活名片', team: '修改班组' } as const;
const idOf = (search: string): number | null => {
  const id = Number(new URLSearchParams(search).get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The server render as the session's member: ?id= of no listing of this kind, or of another's, is a 404. */
export const memberCheck: Loader = async ({ client, search }) => {
  if (!search.has('id')) return;
  const id = idOf(search.toString());
  if (id === null) return { notFound: true };
  const kind = kindOf(search.toString());
  const own =
    kind === 'work'
      ? client.fetchQuery(findQuery(laborMember.ownJob, { id }))
      : kind === 'worker'
        ? client.fetchQuery(findQuery(laborMember.ownWorker, { id }))
        : client.fetchQuery(findQuery(laborMember.ownTeam, { id }));
  if ((await own.catch(() => undefined)) === null) return { notFound: true };
};

function PublishForm({ kind, id }: { kind: PublishKind; id: number | null }) {
  const flow = useLaborPublish(kind === 'work' ? 'job' : kind, id);
  if (flow.missing)
    return (
      <NotFound
        title="该信息不存在或不是您发布的"
        note={flow.error || undefined}
        back={{ href: laborRoutes.laborMine.href(), label: '返回我的劳务信息' }}
      />
    );
  if (id !== null && !flow.own) return <SkeletonRows rows={6} />;
  return kind === 'worker' ? (
    <WorkerForm flow={flow} />
  ) : kind === 'team' ? (
    <TeamForm flow={flow} />
  ) : (
    <JobForm flow={flow} />
  );
}

export default function LaborPublishPage() {
  const search = useSearch();
  const [path] = useLocation();
  const { loggedIn, checking } = useSession();
  const kind = kindOf(search);
  const editing = new URLSearchParams(search).has('id');
  const id = idOf(search);
  return (
    <div className="page-column">
      <LaborTabs />
      <header className={classes.head}>
        <h1 className={classes.title}>{editing ? EDIT_TITLES[kind] : PUBLISH_KINDS[kind]}</h1>
        <nav aria-label="发布类型" className={classes.rowMeta}>
          <Link href={laborRoutes.laborPublish.href({ kind: 'work' })}>发布招工</Link>
          <Link href={laborRoutes.laborPublish.href({ kind: 'worker' })}>发布找活名片</Link>
          <Link href={laborRoutes.laborPublish.href({ kind: 'team' })}>发布班组</Link>
        </nav>
      </header>
      {checking ? (
        <SkeletonRows rows={6} />
      ) : !loggedIn ? (
        <p className={classes.block}>
          发布信息需要先登录。<Link href={memberRoutes.login.href(`${path}?${search}`)}>登录后发布</Link>
        </p>
      ) : editing && id === null ? (
        <NotFound
          title="该信息不存在或不是您发布的"
          back={{ href: laborRoutes.laborMine.href(), label: '返回我的劳务信息' }}
        />
      ) : (
        <PublishForm key={`${kind}-${id}`} kind={kind} id={id} />
      )}
    </div>
  );
}
