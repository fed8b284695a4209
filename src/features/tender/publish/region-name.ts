// The chosen province and city by name for the wizard's review, from the region calls the
// selects already loaded (cached for good: no second request).
import { useQuery } from '@tanstack/react-query';
import { system } from '../../../api/system';
import { callQuery } from '../../../shared/query';

export function useRegionName(provinceCode: string, cityCode: string): string {
  const provinces = useQuery({ ...callQuery(system.provinces, {}), staleTime: Infinity });
  const cities = useQuery({
    ...callQuery(system.regionChildren, { parentCode: provinceCode }),
    staleTime: Infinity,
    enabled: !!provinceCode,
  });
  const province = provinces.data?.find((r) => r.code === provinceCode)?.name ?? '';
  const city = cities.data?.find((r) => r.code === cityCode)?.name ?? '';
  return `${province}${city && city !== province ? ` ${city}` : ''}`;
}
