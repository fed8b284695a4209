// 切换企业 for members of several companies: a menu of their companies with the current one
// checked; choosing another asks the session to switch (it stores the new params and reloads
// the member data).
import '../../ui/mantine-components';
import { Menu } from '@mantine/core';
import type { Business } from '../../api/member';
import classes from './account.module.css';

interface Props {
  companies: Business[];
  currentId: number | undefined;
  onSwitch: (companyId: number) => void;
}

export function CompanySwitcher({ companies, currentId, onSwitch }: Props) {
  return (
    <Menu position="bottom-start" shadow="md" width={260} withinPortal>
      <Menu.Target>
        <button type="button" className={classes.textButton}>
          切换企业
          <span aria-hidden="true" className={classes.caret}>
            ▾
          </span>
        </button>
      </Menu.Target>
      <Menu.Dropdown aria-label="我的企业">
        <Menu.Label>选择要切换的企业</Menu.Label>
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
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
