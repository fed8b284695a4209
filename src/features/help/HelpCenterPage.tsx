// /helpcenter/helpcenter: search box, category tabs, questions with answers, pagination. The
// URL is the source of truth, so a reload or a shared link shows the same questions.
import { Tabs } from '@mantine/core';
import { useSearchParams } from 'wouter';
import { HELP_CATEGORIES } from '../../api/cms';
import { SessionExportPanel } from '../../app/devtools/SessionExportPanel';
import { HelpList } from './HelpList';
import { HelpSearch } from './HelpSearch';
import { CATEGORY_LABELS, readHelpQuery, writeHelpQuery, type HelpQuery } from './help-query';
import classes from './help.module.css';

const ALL = 'all';

export default function HelpCenterPage() {
  const [params, setParams] = useSearchParams();
  const query = readHelpQuery(params);
  const go = (next: Partial<HelpQuery>) => setParams(writeHelpQuery({ ...query, current: 1, ...next }));

  return (
    <div className="page-column">
      <div className={classes.hero}>
        <h1 className={classes.title}>帮助中心</h1>
        <p className={classes.subtitle}>常见问题解答，助您快速上手采购与交易</p>
        {/* keyed so that a new URL (e.g. a footer link) resets the draft */}
        <HelpSearch key={query.problemContent} initial={query.problemContent} onSearch={(problemContent) => go({ problemContent })} />
      </div>
      <div className={classes.body}>
        <Tabs
          value={query.categoryCode || ALL}
          onChange={(v) => go({ categoryCode: v && v !== ALL ? (v as HelpQuery['categoryCode']) : '' })}
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
