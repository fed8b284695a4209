// The one confirmation before a destructive or final action (delete a cart line or an address,
// log out). The confirm button has the focus when it opens; Escape or 取消 cancels, and focus
// returns to the control that asked (Mantine Modal).
import { useState, type ReactNode } from 'react';
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
    <Modal opened={opened} onClose={onCancel} title={title} centered size="sm" closeButtonProps={{ 'aria-label': '关闭' }}>
      <div className={classes.confirmMessage}>{message}</div>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          取消
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} data-autofocus>
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
  const ask = (r: ConfirmRequest) => {
    setRequest(r);
    setShown(r);
  };
  const dialog = shown && (
    <ConfirmDialog
      {...shown}
      opened={request !== null}
      onCancel={() => setRequest(null)}
      onConfirm={() => {
        setRequest(null);
        shown.onConfirm();
      }}
    />
  );
  return { ask, dialog };
}
