// 保存搜索 on a section's list (its SearchKind and current filters): a member names the current filters and saves them;
// each newly published matching item then leaves a system notice (the header's unread count).
// Visitors go to /login and come back. The dialog's code loads when it is first opened.
import { lazy, Suspense, useRef, useState } from 'react';
import './mantine-components';
import { Button } from '@mantine/core';
import { useRequireLogin } from '../shared/auth-hooks';
import type { SearchFilters } from '../shared/search-kind';
import type { SaveSearchProps } from './SaveSearchDialog';

const SaveSearchDialog = lazy(() => import('./SaveSearchDialog'));

export function SaveSearchButton<F extends SearchFilters>(props: SaveSearchProps<F>) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const requireLogin = useRequireLogin();
  const button = useRef<HTMLButtonElement>(null);
  // The dialog mounts already open (its code loads on the first click), so Mantine has no element
  // to return the focus to: the button takes it back itself.
  const openDialog = () => {
    setUsed(true);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <Button ref={button} variant="outline" size="xs" onClick={() => requireLogin(openDialog)}>
        保存搜索
      </Button>
      {used && (
        <Suspense fallback={null}>
          <SaveSearchDialog props={props} opened={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
