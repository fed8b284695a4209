// The 退出 confirmation (the shared dialog). Open while the session is confirming logout; the
// buttons only report the choice to the session (which clears cookies and storage and goes to
// the logout handler).
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import '../../ui/mantine-components';

interface Props {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function LogoutDialog({ opened, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      opened={opened}
      title="退出登录"
      message="确定要退出当前账号吗？"
      confirmLabel="确定退出"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
