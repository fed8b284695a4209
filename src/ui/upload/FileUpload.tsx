// The shared file upload part (issue 21 part 2), section-agnostic: a drop zone that is also the
// button opening the file picker (click, Enter or Space), progress per file, a preview of
// images, remove, errors in Chinese read out by screen readers. The section says which kinds,
// how many files and the visibility, and gets the finished uploads' answers through onChange.
import { useId, useRef, useState, type DragEvent } from 'react';
import type { UploadedFile, UploadKind, UploadVisibility } from '../../api/resource';
import { acceptOf, hintOf } from './checks';
import { uploadFile, type Uploader } from './send';
import { useUploads, type UploadItem } from './use-uploads';
import s from './upload.module.css';

export interface FileUploadProps {
  label: string;
  /** What the part takes (the server checks by content). Default: images. */
  kinds?: readonly UploadKind[];
  maxFiles?: number;
  /** The per-file limit shown and checked before sending (the server's UPLOAD_MAX_FILE_BYTES decides). */
  maxBytes?: number;
  /** public: listing photos; private: vouchers, certificates, ID material (default). */
  visibility?: UploadVisibility;
  /** Files already attached (editing a saved form). */
  initial?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  disabled?: boolean;
  /**
   * A file still sending when the part goes away is sent on and reported (a wizard's step that
   * can be left and come back to); otherwise it is aborted with the part (a removed row).
   */
  finishWhenLeft?: boolean;
  /** The transport (tests pass a stub). */
  send?: Uploader;
}

const percent = (p: number) => `${Math.round(p * 100)}%`;

function statusText(item: UploadItem): string {
  if (item.status === 'uploading') return `上传中 ${percent(item.progress)}`;
  return item.status === 'done' ? '上传成功' : '上传失败';
}

function Item({ item, onRemove }: { item: UploadItem; onRemove: () => void }) {
  const thumb =
    item.preview ?? (item.result?.visibility === 'public' ? (item.result.thumbLink ?? undefined) : undefined);
  return (
    <li className={s.item} data-status={item.status}>
      {thumb ? (
        <img className={s.thumb} src={thumb} alt={`${item.name} 预览`} />
      ) : (
        <span className={s.fileIcon} aria-hidden="true">
          {item.result?.kind === 'pdf' || /\.pdf$/i.test(item.name) ? 'PDF' : '文件'}
        </span>
      )}
      <div className={s.body}>
        <span className={s.name} title={item.name}>
          {item.name}
        </span>
        {item.status === 'uploading' && (
          <progress className={s.progress} max={1} value={item.progress} aria-label={`${item.name} 上传进度`} />
        )}
        <span className={s.status}>{statusText(item)}</span>
        {item.error && (
          <span className={s.error} role="alert">
            {item.error}
          </span>
        )}
      </div>
      <button type="button" className={s.remove} aria-label={`移除 ${item.name}`} onClick={onRemove}>
        ×
      </button>
    </li>
  );
}

export function FileUpload({
  label,
  kinds = ['image'],
  maxFiles = 1,
  maxBytes = 10 * 1024 * 1024,
  visibility = 'private',
  initial,
  onChange,
  disabled,
  finishWhenLeft,
  send = uploadFile,
}: FileUploadProps) {
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const zone = useRef<HTMLButtonElement>(null);
  const [dragging, setDragging] = useState(false);
  const [refusals, setRefusals] = useState<string[]>([]);
  const { items, room, add, remove } = useUploads({
    kinds,
    maxFiles,
    maxBytes,
    visibility,
    initial,
    onChange,
    send,
    finishWhenLeft,
  });
  const full = room === 0;
  const off = disabled || full;

  const take = (files: FileList | null) => {
    if (files?.length) setRefusals(add([...files]));
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!off) take(e.dataTransfer.files);
  };
  const onRemove = (item: UploadItem) => {
    remove(item);
    setRefusals([]);
    // Focus stays in the part: on the zone that can take a file again.
    requestAnimationFrame(() => zone.current?.focus());
  };
  const uploading = items.filter((i) => i.status === 'uploading').length;

  return (
    <div className={s.upload} role="group" aria-labelledby={`${ids}-label`}>
      <span id={`${ids}-label`} className={s.label}>
        {label}
      </span>
      <button
        ref={zone}
        type="button"
        className={s.zone}
        data-dragging={dragging || undefined}
        disabled={off}
        aria-describedby={`${ids}-hint`}
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          if (!off) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {full ? `已达上限（${maxFiles} 个）` : '点击选择或将文件拖到此处上传'}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={acceptOf(kinds)}
        multiple={maxFiles > 1}
        data-testid="upload-input"
        onChange={(e) => {
          take(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      <p id={`${ids}-hint`} className={s.hint}>
        {hintOf(kinds, maxBytes, maxFiles)}
      </p>
      {refusals.length > 0 && (
        <div className={s.refusals} role="alert">
          {refusals.map((r) => (
            <p key={r}>{r}</p>
          ))}
        </div>
      )}
      {items.length > 0 && (
        <ul className={s.list} aria-label={`${label}：已选文件`}>
          {items.map((item) => (
            <Item key={item.key} item={item} onRemove={() => onRemove(item)} />
          ))}
        </ul>
      )}
      <span className={s.live} aria-live="polite">
        {uploading > 0 ? `正在上传 ${uploading} 个文件` : ''}
      </span>
    </div>
  );
}
