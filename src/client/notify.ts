// The one way to show a notice (Mantine notifications): the notices code arrives with the first
// notice, not with the first screen; a notice shown before the component mounts waits for it.
import type { NotificationData } from '@mantine/notifications';

export function notify(notice: NotificationData): void {
  void import('@mantine/notifications').then((m) => m.notifications.show(notice));
}
