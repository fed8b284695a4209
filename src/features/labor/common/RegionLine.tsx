// A board's region filter: province and city from the region calls; a choice applies when committed.
import { RegionSelects } from '../../../ui/RegionSelects';
import classes from './labor.module.css';

interface Props {
  label: string;
  provinceCode: string | null;
  cityCode: string | null;
  onChange: (r: { provinceCode: string | null; cityCode: string | null }) => void;
}

export function RegionLine({ label, provinceCode, cityCode, onChange }: Props) {
  return (
    <div className={classes.filterLine} role="group" aria-label={label}>
      <span className={classes.filterLabel}>地区：</span>
      <div className={classes.regions}>
        <RegionSelects
          withLabels={false}
          inline
          levels={2}
          size="xs"
          placeholders={['全部省份', '全部城市', '']}
          value={{ provinceCode: provinceCode ?? '', cityCode: cityCode ?? '', districtCode: '' }}
          onChange={(r) => onChange({ provinceCode: r.provinceCode || null, cityCode: r.cityCode || null })}
        />
      </div>
    </div>
  );
}
