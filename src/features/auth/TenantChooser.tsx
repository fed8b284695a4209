// The dialog shown when the phone belongs to several companies: pick the one to log in for.
import '../../ui/mantine-components';
import { Modal, UnstyledButton } from '@mantine/core';
import type { Tenant } from '../../api/auth';
import classes from './auth.module.css';

interface Props {
  opened: boolean;
  tenants: Tenant[];
  onChoose: (tenantId: string) => void;
  onCancel: () => void;
}

export function TenantChooser({ opened, tenants, onChoose, onCancel }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="请选择登录的企业"
      centered
      closeButtonProps={{ 'aria-label': '取消选择' }}
    >
      <p className={classes.chooserNote}>该手机号已加入多家企业，请选择本次登录的企业：</p>
      <ul className={classes.chooserList} aria-label="可登录的企业">
        {tenants.map((t, i) => (
          <li key={t.tenantId}>
            <UnstyledButton
              className={classes.chooserItem}
              onClick={() => onChoose(t.tenantId)}
              data-autofocus={i === 0 || undefined}
            >
              {t.companyName}
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
