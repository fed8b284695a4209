// The seven main-nav entries and which of them each sub-site variant keeps (spec section 2).
import type { SiteConfig } from '../../api/system';
import type { Subsite } from './subsite';

export type NavKey = 'inquiry' | 'mall' | 'devices' | 'labor' | 'finance' | 'project' | 'smart';

export interface NavItem {
  key: NavKey;
  label: string;
  href: string;
}

const SUBSITE_ENTRIES: Record<Subsite, NavKey[]> = {
  jc: ['inquiry', 'mall'],
  xm: ['project'],
  sb: ['devices'],
  lw: ['labor'],
  jr: ['finance'],
};

export function navItems(subsite: Subsite | null, links: SiteConfig['links'] | undefined): NavItem[] {
  const all: NavItem[] = [
    { key: 'inquiry', label: '询价', href: '/preferentialInquiry' },
    { key: 'mall', label: '商城直购', href: '/mallSelfIn' },
    { key: 'devices', label: '找设备', href: '/findDevices' },
    { key: 'labor', label: '找人', href: '/labor-services' },
    { key: 'finance', label: '金融', href: '/financial-service' },
    { key: 'project', label: '项目对接', href: '/findProject' },
    { key: 'smart', label: '智慧工地', href: links?.smartConstruction ?? '/jump?to=smart-construction' },
  ];
  if (!subsite) return all;
  const keep = SUBSITE_ENTRIES[subsite];
  return all.filter((i) => keep.includes(i.key));
}
