// /labor-services/publish?kind=work|worker|team: the member's publish forms (job post, worker
// card, team).
// Visitors are asked to log in and come back.
import { Link, useLocation, useSearch } from 'wouter';
import { useSession } from '../../shared/actor';
import { routes } from '../../shared/routes';
import { PUBLISH_KINDS, type PublishKind } from '../../shared/sections/labor/routes';
import { SkeletonRows } from '../../ui/DataState';
import { LaborTabs } from './common/LaborTabs';
import { JobForm } from './publish/JobForm';
import { TeamForm } from './publish/TeamForm';
import { WorkerForm } from './publish/WorkerForm';
import classes from './common/labor.module.css';

const kindOf = (search: string): PublishKind => {
  const k = new URLSearchParams(search).get('kind');
  return k === 'worker' || k === 'team' ? k : 'work';
};

export default function LaborPublishPage() {
  const search = useSearch();
  const [path] = useLocation();
  const { loggedIn, checking } = useSession();
  const kind = kindOf(search);
  return (
    <div className="page-column">
      <LaborTabs />
      <header className={classes.head}>
        <h1 className={classes.title}>{PUBLISH_KINDS[kind]}</h1>
        <nav aria-label="发布类型" className={classes.rowMeta}>
          <Link href={routes.laborPublish.href({ kind: 'work' })}>发布招工</Link>
          <Link href={routes.laborPublish.href({ kind: 'worker' })}>发布找活名片</Link>
          <Link href={routes.laborPublish.href({ kind: 'team' })}>发布班组</Link>
        </nav>
      </header>
      {checking ? (
        <SkeletonRows rows={6} />
      ) : !loggedIn ? (
        <p className={classes.block}>
          发布信息需要先登录。<Link href={routes.login.href(`${path}?${search}`)}>登录后发布</Link>
        </p>
      ) : kind === 'worker' ? (
        <WorkerForm />
      ) : kind === 'team' ? (
        <TeamForm />
      ) : (
        <JobForm />
      )}
    </div>
  );
}
