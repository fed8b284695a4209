// 切换企业 for members of several companies: a menu of their companies with the current one
// checked, each saying how the company acts (采购商: publishes inquiries and tenders; 供应商:
// quotes and bids; 审核中 while pending); choosing another asks the session to switch (it
// stores the new params and reloads the member data).
import '../../ui/mantine-components';
import { Menu } from '@mantine/core';
import type { Business } from '../../api/member';
import classes from './account.module.css';

/** memberships.identity '1' buys, '2' supplies; status '0' is still under review. */
const ROLE: Record<string, string> = { '1': '采购商', '2': '供应商' };
const ROLE_STYLE = { marginLeft: 2, fontSize: 12, color: 'var(--portal-text-3)' } as const;
const roleOf = (c: Business) => `${ROLE[c.identity] ?? '成员'}${c.status === '0' ? '·审核中' : ''}`;

interface Props {
  companies: Business[];
  currentId: number | undefined;
  onSwitch: (companyId: number) => void;
}

export function CompanySwitcher({ companies, currentId, onSwitch }: Props) {
  return (
    <Menu position="bottom-start" shadow="md" width={260} withinPortal>
      <Menu.Target>
        <button type="button" className={classes.textButton} title="切换企业：每家企业以采购商或供应商身份参与">
          切换企业
          <span aria-hidden="true" className={classes.caret}>
            ▾
          </span>
        </button>
      </Menu.Target>
      <Menu.Dropdown aria-label="我的企业">
        <Menu.Label>选择要切换的企业：采购商发布询价与招标，供应商参与报价与投标</Menu.Label>
        <Menu.RadioGroup
          value={currentId === undefined ? null : String(currentId)}
          onChange={(v) => {
            const id = Number(v);
            if (id !== currentId) onSwitch(id);
          }}
        >
          {companies.map((c) => (
            <Menu.RadioItem key={c.companyId} value={String(c.companyId)} closeMenuOnClick>
              {c.companyName}
              <span style={ROLE_STYLE}>（{roleOf(c)}）</span>
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
