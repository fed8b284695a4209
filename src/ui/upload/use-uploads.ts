// The upload part's list: each chosen file is checked, sent with its progress, and kept with
// its answer or its error until removed. Removing one that is still sending aborts it. The
// answers of finished uploads are reported through onChange.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { UploadedFile, UploadKind, UploadVisibility } from '../../api/resource';
import { refusalOf } from './checks';
import type { Uploader } from './send';

export interface UploadItem {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  /** A local object URL of an image being sent (the user's own file), for the preview. */
  preview?: string;
  result?: UploadedFile;
  error?: string;
}

type Action =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'done'; key: string; result: UploadedFile }
  | { type: 'failed'; key: string; error: string }
  | { type: 'remove'; key: string };

export function reduce(items: UploadItem[], a: Action): UploadItem[] {
  switch (a.type) {
    case 'add':
      return [...items, ...a.items];
    case 'remove':
      return items.filter((i) => i.key !== a.key);
    case 'progress':
      return items.map((i) => (i.key === a.key && i.status === 'uploading' ? { ...i, progress: a.progress } : i));
    case 'done':
      return items.map((i) => (i.key === a.key ? { ...i, status: 'done', progress: 1, result: a.result } : i));
    case 'failed':
      return items.map((i) => (i.key === a.key ? { ...i, status: 'error', error: a.error } : i));
  }
}

export interface UploadsOptions {
  kinds: readonly UploadKind[];
  maxFiles: number;
  maxBytes: number;
  visibility: UploadVisibility;
  initial?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  send: Uploader;
}

let seq = 0;
const fromResult = (result: UploadedFile): UploadItem => ({ key: `f${seq++}`, name: result.originalName, status: 'done', progress: 1, result });
const canPreview = () => typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';

export function useUploads(o: UploadsOptions) {
  const [items, dispatch] = useReducer(reduce, o.initial ?? [], (init: UploadedFile[]) => init.map(fromResult));
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());
  const latest = useRef(o);
  useEffect(() => {
    latest.current = o;
  });

  // Report the finished answers whenever that list changes (not on every progress tick).
  const reported = useRef<string>('');
  useEffect(() => {
    const done = items.flatMap((i) => (i.status === 'done' && i.result ? [i.result] : []));
    const ids = done.map((d) => d.attachId).join(',');
    if (ids === reported.current) return;
    reported.current = ids;
    latest.current.onChange?.(done);
  }, [items]);

  // Object URLs and requests in flight end with the part.
  useEffect(() => {
    const map = controllers.current;
    const urls = previews.current;
    return () => {
      map.forEach((c) => c.abort());
      urls.forEach((u) => URL.revokeObjectURL(u));
    };
  }, []);

  const held = items.filter((i) => i.status !== 'error').length;
  const room = Math.max(0, o.maxFiles - held);

  /** Checks and sends the chosen files; returns the refusals to show. */
  const add = useCallback(
    (files: File[]): string[] => {
      const { kinds, maxBytes, maxFiles, visibility, send } = latest.current;
      const refusals: string[] = [];
      const accepted: { item: UploadItem; file: File }[] = [];
      for (const file of files) {
        const why = refusalOf(file, kinds, maxBytes);
        if (why) refusals.push(why);
        else if (accepted.length >= room) refusals.push(`${file.name}：最多上传 ${maxFiles} 个文件`);
        else {
          const image = file.type.startsWith('image/') && canPreview();
          const preview = image ? URL.createObjectURL(file) : undefined;
          if (preview) previews.current.add(preview);
          accepted.push({ file, item: { key: `f${seq++}`, name: file.name, status: 'uploading', progress: 0, preview } });
        }
      }
      if (accepted.length) dispatch({ type: 'add', items: accepted.map((a) => a.item) });
      for (const { file, item } of accepted) {
        const ctrl = new AbortController();
        controllers.current.set(item.key, ctrl);
        const kind = kinds.length === 1 ? kinds[0] : undefined;
        send(file, { visibility, kind, signal: ctrl.signal, onProgress: (progress) => dispatch({ type: 'progress', key: item.key, progress }) })
          .then((result) => dispatch({ type: 'done', key: item.key, result }))
          .catch((err: unknown) => {
            if (ctrl.signal.aborted) return;
            dispatch({ type: 'failed', key: item.key, error: err instanceof Error && err.message ? err.message : '上传失败，请重试' });
          })
          .finally(() => controllers.current.delete(item.key));
      }
      return refusals;
    },
    [room],
  );

  const remove = useCallback((item: UploadItem) => {
    controllers.current.get(item.key)?.abort();
    if (item.preview) {
      URL.revokeObjectURL(item.preview);
      previews.current.delete(item.preview);
    }
    dispatch({ type: 'remove', key: item.key });
  }, []);

  return { items, room, add, remove };
}
