// The draft of a form that writes (issue 47): what the user typed is kept in the browser per form
// and object (`key`, e.g. `inquiryQuote:523`; null while the object is unknown), so a lapsed
// session (401 → login → back) or a closed tab loses nothing. `saved` is the kept draft when the
// form opens (read once); the values are written as they change, from the first change on (a form
// only looked at keeps nothing); `clear()` on success. Drafts older than 7 days are dropped.
import { useEffect, useRef, useState } from 'react';
import { clearDraft, holdDraft, readDraft, writeDraft } from '../../client/drafts';

export function useFormDraft<V>(key: string | null, values: V | null | undefined) {
  const [saved] = useState(() => (key ? readDraft<V>(key) : null));
  const first = useRef<string | null>(null);
  const json = values == null ? null : JSON.stringify(values);
  useEffect(() => {
    if (!key || json === null) return;
    if (first.current === null) first.current = json;
    else if (json !== first.current) writeDraft(key, JSON.parse(json));
  }, [key, json]);
  useEffect(() => (key ? holdDraft(key) : undefined), [key]);
  return {
    saved,
    clear: () => {
      if (key) clearDraft(key);
      first.current = json;
    },
  };
}
