// Mantine's notices component with its styles: a chunk of its own, mounted after the first paint.
import '../ui/mantine-components';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { Notifications as default } from '@mantine/notifications';
