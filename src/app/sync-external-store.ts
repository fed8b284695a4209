// Stands in for `use-sync-external-store/shim` in the browser build (vite.config.ts): React 19
// has the hook itself, so the shim's fallback for React 17 never runs.
export { useSyncExternalStore } from 'react';
