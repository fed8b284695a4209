// 撤销 after an action whose undo is cheap (a deleted cart line or address comes back): a notice
// with the button, kept for 6 s, announced like every notice.
import './mantine-components';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';

export const UNDO_MS = 6000;

export function notifyUndo(message: string, onUndo: () => void): void {
  const id = notifications.show({
    color: 'green',
    autoClose: UNDO_MS,
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <span>{message}</span>
        <Button
          size="compact-sm"
          variant="light"
          flex="none"
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          撤销
        </Button>
      </Group>
    ),
  });
}
