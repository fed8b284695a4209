// The project site for 到场价: pinned by a click on the map (pin mode) or by picking a province
// and city (its centre), shown with its coordinates and cleared again. Distances and delivered
// prices are measured from it; sorting by 到场价 needs it and a material.
import { useState } from 'react';
import { REGION_CENTRES } from '../../../shared/sections/ground/centres';
import { RegionSelects } from '../../../ui/RegionSelects';
import classes from '../common/ground.module.css';

interface Props {
  site: [number, number] | null;
  pinMode: boolean;
  mapShown: boolean;
  onPinMode: (on: boolean) => void;
  onSite: (site: [number, number] | null) => void;
}

export function SitePin({ site, pinMode, mapShown, onPinMode, onSite }: Props) {
  const [region, setRegion] = useState({ provinceCode: '', cityCode: '', districtCode: '' });
  return (
    <section className={classes.pinBox} aria-label="项目位置">
      <strong>项目位置：</strong>
      {site ? (
        <span data-testid="site">
          已标注（东经 {site[0].toFixed(3)}，北纬 {site[1].toFixed(3)}）
        </span>
      ) : (
        <span>未标注，标注后按运距计算到场价</span>
      )}
      {mapShown && (
        <button type="button" className={classes.button} aria-pressed={pinMode} onClick={() => onPinMode(!pinMode)}>
          {pinMode ? '取消标注' : '在地图上标注'}
        </button>
      )}
      <RegionSelects
        value={region}
        onChange={(r) => {
          setRegion(r);
          const centre = REGION_CENTRES[r.cityCode] ?? REGION_CENTRES[r.provinceCode];
          if (centre) onSite(centre);
        }}
        placeholders={['按省份标注', '城市', '']}
        withLabels={false}
        levels={2}
        inline
        size="xs"
      />
      {site && (
        <button type="button" className={classes.button} onClick={() => onSite(null)}>
          清除
        </button>
      )}
    </section>
  );
}
