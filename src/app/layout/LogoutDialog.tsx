// The 退出 confirmation. Open while the session is confirming logout; the buttons only report
// the choice to the session (which clears cookies and storage and goes to the logout handler).
import '../../ui/mantine-components';
import { Button, Group, Modal } from '@mantine/core';

interface Props {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function LogoutDialog({ opened, onConfirm, onCancel }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title="退出登录" centered size="sm" closeButtonProps={{ 'aria-label': '取消退出' }}>
      <p style={{ margin: '0 0 20px', fontSize: 14, color: '#444' }}>确定要退出当前账号吗？</p>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          取消
        </Button>
        <Button onClick={onConfirm} data-autofocus>
          确定退出
        </Button>
      </Group>
    </Modal>
  );
}
