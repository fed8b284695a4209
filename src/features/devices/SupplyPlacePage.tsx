// /findDevices/listSupply-address: the supply by place. Pick a province / city / district, or
// give the site's coordinates (使用我的位置 asks the browser): machines nearest first, each with
// its distance from the site or the region's centre.
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEVICE_TYPES } from '../../api/devices-dicts';
import { useListView } from '../../shared/list-view';
import type { Loader } from '../../shared/query';
import { devicesRoutes } from '../../shared/sections/devices/routes';
import { placeQueryOf, supplyPlaceList, type PlaceView } from '../../shared/sections/devices/views';
import { PageHead } from '../../ui/PageHead';
import { FilterBar, FilterRow } from '../../ui/FilterBar';
import { DecimalInput } from '../../ui/filters/FilterForms';
import { QueryNotice } from '../../ui/QueryNotice';
import { RegionSelects } from '../../ui/RegionSelects';
import { SkipToResults } from '../../ui/SkipToResults';
import { supplyPageQuery } from './common/queries';
import classes from './common/devices.module.css';
import { SupplyList } from './list/SupplyRows';

export const loader: Loader = async ({ client, search }) => {
  await client.prefetchQuery(supplyPageQuery(placeQueryOf(supplyPlaceList.read(search).view)));
};

const coord = (s: string, min: number, max: number) => {
  const n = Number(s);
  return s.trim() !== '' && Number.isFinite(n) && n >= min && n <= max ? Math.round(n * 1e5) / 1e5 : null;
};

const COORD = { width: 120 };
const TRAIL = [
  { label: '找设备', href: devicesRoutes.devices.href() },
  { label: '设备出租', href: devicesRoutes.deviceSupply.href() },
];

function SiteForm({ view, onChange }: { view: PlaceView; onChange: (p: Partial<PlaceView>) => void }) {
  const [lat, setLat] = useState(view.lat === null ? '' : String(view.lat));
  const [lng, setLng] = useState(view.lng === null ? '' : String(view.lng));
  const [note, setNote] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const [a, b] = [coord(lat, 3, 54), coord(lng, 73, 136)];
    if (a === null || b === null) return setNote('请填写中国境内的纬度（3–54）和经度（73–136）');
    setNote('');
    onChange({ lat: a, lng: b });
  };
  const locate = () => {
    if (!navigator.geolocation) return setNote('当前浏览器不支持定位，请手动填写经纬度');
    setNote('正在定位…');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setNote('');
        onChange({ lat: Math.round(p.coords.latitude * 1e5) / 1e5, lng: Math.round(p.coords.longitude * 1e5) / 1e5 });
      },
      () => setNote('无法获取位置，请手动填写经纬度'),
    );
  };
  return (
    <form className={classes.range} onSubmit={submit} aria-label="工地位置">
      <DecimalInput label="纬度" placeholder="纬度，如 32.06" value={lat} onChange={setLat} style={COORD} />
      <DecimalInput label="经度" placeholder="经度，如 118.80" value={lng} onChange={setLng} style={COORD} />
      <button type="submit">按工地位置查找</button>
      <button type="button" onClick={locate}>
        使用我的位置
      </button>
      {note && <span role="status">{note}</span>}
    </form>
  );
}

export default function SupplyPlacePage() {
  const { view, malformed, go, onPage, pageHref } = useListView(supplyPlaceList);
  const list = useQuery({ ...supplyPageQuery(placeQueryOf(view)), placeholderData: keepPreviousData });
  const origin = view.lat !== null ? '距工地' : view.provinceCode ? '距所选地区中心' : '';
  return (
    <div className="page-column">
      <PageHead trail={TRAIL} current="按位置找设备" className={classes.head}>
        {list.data && (
          <span className={classes.count}>
            {origin ? `${origin}由近及远，` : ''}共 {list.data.total} 台设备
          </span>
        )}
      </PageHead>
      <QueryNotice show={malformed} />
      <SkipToResults />
      <FilterBar>
        <div className={classes.filterLine} role="group" aria-label="所在地区">
          <span className={classes.filterLabel}>地区：</span>
          <div className={classes.region}>
            <RegionSelects
              value={{
                provinceCode: view.provinceCode ?? '',
                cityCode: view.cityCode ?? '',
                districtCode: view.districtCode ?? '',
              }}
              onChange={(r) =>
                go({
                  provinceCode: r.provinceCode || null,
                  cityCode: r.cityCode || null,
                  districtCode: r.districtCode || null,
                  lat: null,
                  lng: null,
                })
              }
              placeholders={['全部省份', '全部城市', '全部区县']}
              withLabels={false}
              inline
              size="xs"
            />
          </div>
        </div>
        <div className={classes.filterLine}>
          <span className={classes.filterLabel}>工地：</span>
          <SiteForm key={`${view.lat}-${view.lng}`} view={view} onChange={go} />
        </div>
        <FilterRow
          label="设备"
          options={DEVICE_TYPES.map((t) => ({ value: t.code, label: t.name }))}
          value={view.typeCode ?? ''}
          onChange={(v) => go({ typeCode: v || null })}
          fold={8}
        />
      </FilterBar>
      <SupplyList list={list} onPage={onPage} pageHref={pageHref} emptyText="该地区暂无出租设备，暂无数据" />
    </div>
  );
}
