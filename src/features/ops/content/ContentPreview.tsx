// The editor's preview: the saved item as the public pages will show it (picture, title, group,
// summary and text).
import { CONTENT_GROUPS, type ContentDraft, type ContentKind } from '../../../api/cms';
import { Img } from '../../../ui/Img';
import classes from './content.module.css';

export function ContentPreview({ kind, draft }: { kind: ContentKind; draft: Required<ContentDraft> }) {
  const group = CONTENT_GROUPS[kind][draft.group];
  return (
    <section className={classes.preview} aria-label="预览">
      {draft.imageUrl && (
        <Img
          className={classes.previewImage}
          src={draft.imageUrl}
          alt={draft.title}
          width={600}
          height={240}
          fluid
          fit="contain"
        />
      )}
      <h2>{draft.title}</h2>
      {(group || draft.companyName || draft.source) && (
        <p>{[group, draft.companyName, draft.source].filter(Boolean).join(' · ')}</p>
      )}
      {draft.summary && <p>{draft.summary}</p>}
      {draft.body && <div className={classes.body}>{draft.body}</div>}
      {draft.linkUrl && <p>点击跳转：{draft.linkUrl}</p>}
    </section>
  );
}
