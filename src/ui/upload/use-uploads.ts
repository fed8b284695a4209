// The upload part's list: each chosen file is checked, sent with its progress, and kept with
// its answer or its error until removed. Removing one that is still sending aborts it. The
// answers of finished uploads are reported through onChange. Requests in flight end with the
// part, unless `finishWhenLeft`: then they go on and their answers are still reported (a
// wizard's step left while its file was still sending: the draft gets the file, and the step
// shows it on the way back).
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
  finishWhenLeft?: boolean;
}

let seq = 0;
const fromResult = (result: UploadedFile): UploadItem => ({
  key: `f${seq++}`,
  name: result.originalName,
  status: 'done',
  progress: 1,
  result,
});
/** The answers of the finished uploads, in list order (what onChange reports). */
const doneFiles = (items: UploadItem[]): UploadedFile[] =>
  items.flatMap((i) => (i.status === 'done' && i.result ? [i.result] : []));
const canPreview = () => typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';

export function useUploads(o: UploadsOptions) {
  const [items, dispatch] = useReducer(reduce, o.initial ?? [], (init: UploadedFile[]) => init.map(fromResult));
  // The list as last rendered, and whether the part is still there: an answer arriving later
  // is reported from this list.
  const current = useRef(items);
  const mounted = useRef(true);
  useEffect(() => {
    current.current = items;
  }, [items]);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());
  const latest = useRef(o);
  useEffect(() => {
    latest.current = o;
  });

  // Report the finished answers whenever that list changes (not on every progress tick).
  const reported = useRef<string>('');
  useEffect(() => {
    const done = doneFiles(items);
    const ids = done.map((d) => d.attachId).join(',');
    if (ids === reported.current) return;
    reported.current = ids;
    latest.current.onChange?.(done);
  }, [items]);

  // Object URLs end with the part, and requests in flight unless finishWhenLeft.
  useEffect(() => {
    mounted.current = true;
    const map = controllers.current;
    const urls = previews.current;
    return () => {
      mounted.current = false;
      if (!latest.current.finishWhenLeft) map.forEach((c) => c.abort());
      urls.forEach((u) => URL.revokeObjectURL(u));
    };
  }, []);

  /** Applies a finished upload's outcome: to the list, or, with the part gone, reports it. */
  const settle = useCallback((a: Action) => {
    if (mounted.current) return dispatch(a);
    current.current = reduce(current.current, a);
    if (a.type === 'done') latest.current.onChange?.(doneFiles(current.current));
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
          accepted.push({
            file,
            item: { key: `f${seq++}`, name: file.name, status: 'uploading', progress: 0, preview },
          });
        }
      }
      if (accepted.length) dispatch({ type: 'add', items: accepted.map((a) => a.item) });
      for (const { file, item } of accepted) {
        const ctrl = new AbortController();
        controllers.current.set(item.key, ctrl);
        const kind = kinds.length === 1 ? kinds[0] : undefined;
        send(file, {
          visibility,
          kind,
          signal: ctrl.signal,
          onProgress: (progress) => dispatch({ type: 'progress', key: item.key, progress }),
        })
          .then((result) => settle({ type: 'done', key: item.key, result }))
          .catch((err: unknown) => {
            if (ctrl.signal.aborted) return;
            settle({
              type: 'failed',
              key: item.key,
              error: err instanceof Error && err.message ? err.message : '上传失败，请重试',
            });
          })
          .finally(() => controllers.current.delete(item.key));
      }
      return refusals;
    },
    [room, settle],
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
