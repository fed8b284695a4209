// Catches errors thrown while rendering a route (including a lazy chunk that failed to load)
// and shows the error page with the status code. Chunk failures are also reported, so the
// chunkGuard machine can decide on its one reload per 60 s.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ApiError } from '../client/errors';
import { ErrorPage } from './pages/ErrorPage';

const CHUNK_ERROR = new RegExp(
  'Failed to fetch dynamically imported module|Importing a module script failed|' +
    'error loading dynamically imported module|Unable to preload CSS|Loading (CSS )?chunk [\\w-]+ failed',
  'i',
);

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

/** Errors are normalised to a status code (default 500) and a message. */
export function statusOf(error: unknown): number {
  if (error instanceof ApiError && error.status >= 400) return error.status;
  const s = (error as { status?: unknown } | null)?.status;
  return typeof s === 'number' && s >= 400 && s < 600 ? s : 500;
}

interface Props {
  children: ReactNode;
  onChunkError: (error: Error) => void;
}
interface State {
  error: Error | null;
}

export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, _info: ErrorInfo) {
    if (isChunkLoadError(error)) this.props.onChunkError(error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    return <ErrorPage status={statusOf(error)} message={error.message} chunk={chunk} />;
  }
}
