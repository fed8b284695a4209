// /helpcenter/helpcenter: search box, category tabs, questions with answers, pagination. The
// URL is the source of truth (helpList in src/shared/views.ts), so a reload or a shared link
// shows the same questions.
import '../../ui/mantine-components';
import { Tabs } from '@mantine/core';
import { HELP_CATEGORIES, type HelpCategory } from '../../api/cms';
import { SessionExportPanel } from '../../devtools/SessionExportPanel';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { helpList } from '../../shared/sections/help/routes';
import { QueryNotice } from '../../ui/QueryNotice';
import { HelpList, helpQuery } from './HelpList';
import { HelpSearch } from './HelpSearch';
import { CATEGORY_LABELS } from './labels';
import classes from './help.module.css';

const ALL = 'all';

export const loader: Loader = async ({ client, search }) => {
  await client.prefetchQuery(helpQuery(helpList.read(search).view));
};

export default function HelpCenterPage() {
  const { view: query, malformed, go } = useListView(helpList);

  return (
    <div className="page-column">
      <div className={classes.hero}>
        <h1 className={classes.title}>帮助中心</h1>
        <p className={classes.subtitle}>常见问题解答，助您快速上手采购与交易</p>
        {/* keyed so that a new URL (e.g. a footer link) resets the draft */}
        <HelpSearch
          key={query.problemContent}
          initial={query.problemContent}
          onSearch={(problemContent) => go({ problemContent })}
        />
      </div>
      <QueryNotice show={malformed} />
      <div className={classes.body}>
        <Tabs
          value={query.categoryCode ?? ALL}
          onChange={(v) => go({ categoryCode: v && v !== ALL ? (v as HelpCategory) : null })}
          keepMounted={false}
        >
          <Tabs.List className={classes.tabs}>
            <Tabs.Tab value={ALL}>全部问题</Tabs.Tab>
            {HELP_CATEGORIES.map((c) => (
              <Tabs.Tab key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {[ALL, ...HELP_CATEGORIES].map((c) => (
            <Tabs.Panel key={c} value={c} className={classes.panel}>
              <HelpList query={query} onPage={(current) => go({ current })} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </div>
      <SessionExportPanel />
    </div>
  );
}
