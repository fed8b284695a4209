// Province / city / district as three cascading selects, filled from the region calls
// (system.provinces, system.regionChildren). Choosing a province clears the city and district.
// In a filter bar (applyOn 'commit', the default without visible labels) a choice applies only
// when committed: a click in the list, Enter, or leaving the select; arrow keys and type-ahead on
// a closed select only move the draft, so ten presses are one history entry and one fetch.
import { useEffect } from 'react';
import { useCommittedSelect } from './committed-select';
import './mantine-components';
import { NativeSelect } from '@mantine/core';
import { system, type Region } from '../api/system';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../shared/query';
import classes from './form/form.module.css';

export interface RegionValue {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
}

interface Props {
  value: RegionValue;
  onChange: (value: RegionValue) => void;
  /** Placeholder option text per level, e.g. 全部省份 for a filter, 请选择省份 for a form. */
  placeholders?: [string, string, string];
  /** Validation messages per level (forms). */
  errors?: Partial<Record<keyof RegionValue, string | undefined>>;
  required?: boolean;
  size?: 'xs' | 'sm';
  /** The district is required too (the chosen city has districts): forms whose server needs it. */
  districtRequired?: boolean;
  /** Told how many districts the chosen city has (0 while none is chosen or loading). */
  onDistricts?: (count: number) => void;
  /** Visible labels (forms) or only accessible names (filter bars). */
  withLabels?: boolean;
  /** Keep the three selects side by side on phones too (filter bars). */
  inline?: boolean;
  /** 2: province and city only (filters by city); 3: down to the district. */
  levels?: 2 | 3;
  /** 'change': every change applies (forms); 'commit': Enter, a click or blur applies (filters). */
  applyOn?: 'change' | 'commit';
}

const options = (list: Region[] | undefined, placeholder: string) => [
  { value: '', label: placeholder },
  ...(list ?? []).map((r) => ({ value: r.code, label: r.name })),
];

export function RegionSelects({
  value,
  onChange,
  placeholders = ['请选择省份', '请选择城市', '请选择区县'],
  errors = {},
  required,
  districtRequired,
  onDistricts,
  size = 'sm',
  withLabels = true,
  inline = false,
  levels = 3,
  applyOn = withLabels ? 'change' : 'commit',
}: Props) {
  const committed = applyOn === 'commit';
  const province = useCommittedSelect(
    value.provinceCode,
    (provinceCode) => onChange({ provinceCode, cityCode: '', districtCode: '' }),
    committed,
  );
  const city = useCommittedSelect(
    value.cityCode,
    (cityCode) => onChange({ ...value, cityCode, districtCode: '' }),
    committed,
  );
  const district = useCommittedSelect(
    value.districtCode,
    (districtCode) => onChange({ ...value, districtCode }),
    committed,
  );
  const provinces = useQuery({ ...callQuery(system.provinces, {}), staleTime: Infinity });
  const cities = useQuery({
    ...callQuery(system.regionChildren, { parentCode: value.provinceCode }),
    staleTime: Infinity,
    enabled: !!value.provinceCode,
  });
  const districts = useQuery({
    ...callQuery(system.regionChildren, { parentCode: value.cityCode }),
    staleTime: Infinity,
    enabled: levels === 3 && !!value.cityCode,
  });
  const label = (text: string) => (withLabels ? { label: text } : { 'aria-label': text });
  const districtCount = value.cityCode ? (districts.data?.length ?? 0) : 0;
  useEffect(() => {
    onDistricts?.(districtCount);
  }, [onDistricts, districtCount]);
  return (
    <div className={classes.regions} data-inline={inline || undefined} data-levels={levels === 3 ? undefined : 2}>
      <NativeSelect
        {...label('省份')}
        data-path="provinceCode"
        size={size}
        required={required}
        data={options(provinces.data, placeholders[0])}
        error={errors.provinceCode}
        {...province}
      />
      <NativeSelect
        {...label('城市')}
        data-path="cityCode"
        size={size}
        required={required}
        disabled={!value.provinceCode}
        data={options(cities.data, placeholders[1])}
        error={errors.cityCode}
        {...city}
      />
      {levels === 3 && (
        <NativeSelect
          {...label('区县')}
          data-path="districtCode"
          size={size}
          required={districtRequired && districtCount > 0}
          disabled={!value.cityCode || districtCount === 0}
          data={options(districts.data, placeholders[2])}
          error={errors.districtCode}
          {...district}
        />
      )}
    </div>
  );
}
