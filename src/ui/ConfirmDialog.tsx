// The one confirmation before a destructive or final action (delete a cart line or an address,
// withdraw an inquiry, award it, log out). It opens on the safe choice (取消 has the focus), so an
// Enter typed too soon takes nothing back; Escape or 取消 cancels. A closed dialog returns the
// focus to the control that asked (recorded by useConfirm: Mantine's own return misses the first
// opening of a dialog mounted already open).
import { useRef, useState, type ReactNode } from 'react';
import './mantine-components';
import { Button, Group, Modal } from '@mantine/core';
import classes from './ui.module.css';

export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  /** The confirm button, e.g. 删除, 确定退出. */
  confirmLabel: string;
  /** Red confirm button for what cannot be taken back. */
  danger?: boolean;
  onConfirm: () => void;
}

interface Props extends Omit<ConfirmRequest, 'onConfirm'> {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ opened, title, message, confirmLabel, danger, onConfirm, onCancel }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      <div className={classes.confirmMessage}>{message}</div>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} data-autofocus>
          取消
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

/** `ask(request)` opens the shared dialog; render `dialog` once in the component. */
export function useConfirm(): { ask: (request: ConfirmRequest) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  // The last request stays while the dialog animates closed.
  const [shown, setShown] = useState<ConfirmRequest | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const ask = (r: ConfirmRequest) => {
    const active = document.activeElement;
    trigger.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setRequest(r);
    setShown(r);
  };
  const close = () => {
    setRequest(null);
    const back = trigger.current;
    trigger.current = null;
    // after the dialog has let the focus go; a trigger the action removed or disabled is skipped
    setTimeout(() => {
      if (back?.isConnected && !back.matches(':disabled')) back.focus({ preventScroll: true });
    }, 0);
  };
  const dialog = shown && (
    <ConfirmDialog
      {...shown}
      opened={request !== null}
      onCancel={close}
      onConfirm={() => {
        close();
        shown.onConfirm();
      }}
    />
  );
  return { ask, dialog };
}
