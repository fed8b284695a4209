// The sc tender search (招标公告 and 采购公告 share it): keyword, city (the picker as a popup),
// 招标类型, 招标方式, 状态 and 发布时间, sorted by newest or deadline; the URL is the whole view
// (scSearchList / scProcurementList), a malformed query falls back to the defaults with the notice;
// 保存搜索 keeps the filters for an sc member.
import { lazy, Suspense, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { SC_PUBLISH_WITHIN, SC_SORT_NAMES, SC_SORTS } from '../../../api/sc-dicts';
import { TENDER_METHODS, TENDER_STATUSES, TENDER_TYPES } from '../../../api/tender';
import { useListView } from '../../../shared/list-view';
import { scCityView, scSearchQuery, type scSearchList } from '../../../shared/sections/sc/views';
import { FilterBar, FilterRow } from '../../../ui/FilterBar';
import { KeywordSearch, keywordOf } from '../../../ui/filters/FilterForms';
import { keywordTitle } from '../../../ui/ListPageHead';
import { ListResults, ListTop, type ResultsText } from '../../../ui/ListBody';
import { cityQuery } from '../city/queries';
import { shortName } from '../city/match';
import { TenderRows } from '../common/TenderRows';
import { SaveScSearch } from './SaveScSearch';
import classes from '../common/sc.module.css';

const CityDialog = lazy(() => import('../city/CityDialog'));

const opts = (list: { code: string; name: string }[]) => list.map((o) => ({ value: o.code, label: o.name }));
const SORTS = SC_SORTS.map((value) => ({ value, label: SC_SORT_NAMES[value] }));
const DAYS = SC_PUBLISH_WITHIN.map((d) => ({ value: String(d), label: `近${d}天` }));
const RESULTS: ResultsText = { unit: '个项目', empty: '没有符合条件的公告，暂无数据', skeleton: [10, 56] };

export function TenderSearch({ list, heading }: { list: typeof scSearchList; heading: string }) {
  const lv = useListView(list);
  const { view, go } = lv;
  const results = useQuery({ ...scSearchQuery(view), placeholderData: keepPreviousData });
  const cities = useQuery(cityQuery);
  const [dialog, setDialog] = useState<'closed' | 'open' | 'loaded'>('closed');
  const cityButton = useRef<HTMLButtonElement>(null);
  const cityName = cities.data?.find((c) => c.code === view.cityCode)?.dictKey;
  const back = list.href(view);
  return (
    <>
      <h1 className={classes.h1}>{keywordTitle(view.keyword, heading)}</h1>
      <ListTop of={lv} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'center', marginBottom: 8 }}>
        <KeywordSearch {...keywordOf(view, go)} label={`搜索${heading}`} placeholder="项目名称或采购单位" />
        <span>
          城市：<strong data-testid="sc-city">{view.cityCode ? shortName(cityName ?? view.cityCode) : '全国'}</strong>{' '}
          <button
            type="button"
            ref={cityButton}
            className={classes.linkButton}
            onClick={() => setDialog('open')}
            aria-haspopup="dialog"
          >
            选择城市
          </button>{' '}
          <Link href={scCityView.link({ back, cityCode: view.cityCode })} className={classes.meta}>
            城市列表
          </Link>
        </span>
        <SaveScSearch view={view} cityName={cityName && shortName(cityName)} />
      </div>
      <FilterBar>
        <FilterRow
          label="类型"
          options={opts(TENDER_TYPES)}
          value={view.typeCode ?? ''}
          onChange={(v) => go({ typeCode: v || null })}
        />
        <FilterRow
          label="方式"
          options={opts(TENDER_METHODS)}
          value={view.methodCode ?? ''}
          onChange={(v) => go({ methodCode: v || null })}
        />
        <FilterRow
          label="状态"
          options={opts(TENDER_STATUSES)}
          value={view.status ?? ''}
          onChange={(v) => go({ status: v || null })}
        />
        <FilterRow label="时间" options={DAYS} value={view.days ?? ''} onChange={(v) => go({ days: v || null })} />
      </FilterBar>
      <ListResults of={lv} sorts={SORTS} state={results} text={RESULTS}>
        {(p) => <TenderRows records={p.records} />}
      </ListResults>
      {dialog !== 'closed' && (
        <Suspense fallback={null}>
          <CityDialog
            opened={dialog === 'open'}
            currentCode={view.cityCode}
            onClose={() => {
              setDialog('loaded');
              cityButton.current?.focus();
            }}
            onPick={(c) => go({ cityCode: c?.code ?? null })}
          />
        </Suspense>
      )}
    </>
  );
}
