// Mantine's base styles (not the whole styles.css) for every page; the component styles come
// with the modules that render Mantine components (src/ui/mantine-components.ts), so /home's
// first paint stays small.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
