// Mantine styles per component (not the whole styles.css) to keep /home's CSS small.
// Add a component's stylesheet here when a view starts using it.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/notifications/styles.css';
