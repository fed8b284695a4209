// Mantine styles per component (not the whole styles.css) to keep /home's CSS small.
// Add a component's stylesheet here when a view starts using it. Order matters: the shared
// bases (UnstyledButton, Input) come before the components built on them, or their resets win.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
// layout, home and help center
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Pagination.css';
// auth pages and the logged-in header (logout dialog, company menu)
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/PasswordInput.css';
// mall and cart (the malformed-query notice)
import '@mantine/core/styles/Alert.css';
