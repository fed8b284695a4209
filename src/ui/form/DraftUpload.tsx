// A flow's draft holds its attachments as `{ attachId, name }`; DraftUpload is FileUpload bound to
// them: the files already in the draft shown again (coming back to a wizard step, a restored
// draft) and each change sent to the draft in the same shape.
import { useState } from 'react';
import type { UploadedFile } from '../../api/resource';
import { FileUpload, type FileUploadProps } from '../upload';

export interface DraftFile {
  attachId: string;
  name: string;
}

/** The draft's files as FileUpload's initial files (private PDFs: no link, no thumbnail). */
const asUploaded = (files: readonly DraftFile[]): UploadedFile[] =>
  files.map((f) => ({
    link: '',
    name: f.name,
    originalName: f.name,
    attachId: f.attachId,
    thumbLink: null,
    kind: 'pdf',
    contentType: 'application/pdf',
    size: 0,
    width: null,
    height: null,
    visibility: 'private',
  }));

export function DraftUpload({
  files,
  onChange,
  ...upload
}: Omit<FileUploadProps, 'initial' | 'onChange'> & {
  files: readonly DraftFile[];
  onChange: (files: DraftFile[]) => void;
}) {
  const [initial] = useState(() => asUploaded(files));
  return (
    <FileUpload
      visibility="private"
      {...upload}
      initial={initial}
      onChange={(done) => onChange(done.map((f) => ({ attachId: f.attachId, name: f.originalName })))}
    />
  );
}
