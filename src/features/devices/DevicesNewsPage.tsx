// /findDevices/findDevices-news-list: industry news by module code (行业动态, 政策法规, 平台公告,
// 价格行情), paged; ?id= opens one item above the list (an unknown id is the 404 page).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { NewsItem } from '../../api/cms';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { devicesRoutes } from '../../shared/sections/devices/routes';
import { newsView, type NewsView } from '../../shared/sections/devices/views';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { DataState, SkeletonRows } from '../../ui/DataState';
import { NewsArticle } from '../../ui/NewsArticle';
import { NewsList } from '../../ui/NewsList';
import { NotFound } from '../../ui/NotFound';
import { QueryNotice } from '../../ui/QueryNotice';
import { SkipToResults } from '../../ui/SkipToResults';
import { formatDay } from '../../ui/date';
import classes from './common/devices.module.css';
import detail from './detail/detail.module.css';
import home from './home/home.module.css';
import { newsDetailQuery, newsListQuery } from './common/queries';

const listQuery = (v: NewsView) => newsListQuery({ moduleCode: v.moduleCode, current: v.current, size: 15 });

export const loader: Loader = async ({ client, search }) => {
  const { view } = newsView.read(search);
  const [, item] = await Promise.all([
    client.prefetchQuery(listQuery(view)),
    view.id === null ? undefined : client.fetchQuery(newsDetailQuery(view.id)).catch(() => undefined),
  ]);
  return { notFound: item === null };
};

function Article({ id }: { id: number }) {
  const item = useQuery(newsDetailQuery(id));
  return (
    <DataState state={item} skeleton={<SkeletonRows rows={6} />}>
      {(n) => n && <NewsArticle article={n} heading="h2" classes={{ article: detail.block, meta: classes.muted }} />}
    </DataState>
  );
}

function Rows({ records }: { records: NewsItem[] }) {
  return (
    <ul className={home.list}>
      {records.map((n) => (
        <li key={n.id}>
          <Link href={newsView.link({ moduleCode: n.moduleCode as NewsView['moduleCode'], id: n.id })}>{n.title}</Link>
          <span>{formatDay(n.publishTime)}</span>
        </li>
      ))}
    </ul>
  );
}

export default function DevicesNewsPage() {
  const lv = useListView(newsView);
  const { view, malformed, go } = lv;
  const list = useQuery({ ...listQuery(view), placeholderData: keepPreviousData });
  const item = useQuery({ ...newsDetailQuery(view.id ?? 0), enabled: view.id !== null });
  if (view.id !== null && item.data === null) {
    return (
      <NotFound
        title="该资讯不存在"
        note="资讯可能已删除或链接有误。"
        back={{ href: devicesRoutes.deviceNews.href(), label: '返回资讯列表' }}
      />
    );
  }
  return (
    <div className="page-column">
      <Breadcrumb trail={[{ label: '找设备', href: devicesRoutes.devices.href() }]} current="行业资讯" />
      <header className={classes.head}>
        <h1>行业资讯</h1>
      </header>
      <QueryNotice show={malformed} />
      {view.id !== null && <Article key={view.id} id={view.id} />}
      <SkipToResults />
      <NewsList
        module={view.moduleCode}
        onModule={(v) => go({ moduleCode: (v || 'industry') as NewsView['moduleCode'], id: null })}
        of={lv}
        list={list}
      >
        {(p) => <Rows records={p.records} />}
      </NewsList>
    </div>
  );
}
