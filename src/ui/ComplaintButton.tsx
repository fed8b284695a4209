// 举报 on a public detail page (a listing of any section, or a company): a member reports it with
// a reason and a description, decided by the platform's 审核员 (docs/sections/complaint.md).
// Visitors go to the login page and come back. The dialog's code loads when it is first opened.
import { lazy, Suspense, useRef, useState } from 'react';
import './mantine-components';
import { Button } from '@mantine/core';
import type { ComplaintObject } from '../api/complaint';
import { useRequireLogin } from '../shared/auth-hooks';

const ComplaintDialog = lazy(() => import('./ComplaintDialog'));

export interface ComplaintTarget {
  objectKind: ComplaintObject;
  objectId: number;
  /** What the dialog names: the listing's title or the company's name. */
  title: string;
}

export function ComplaintButton(target: ComplaintTarget) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const requireLogin = useRequireLogin();
  const button = useRef<HTMLButtonElement>(null);
  // The dialog mounts already open (its code loads on the first click): the button takes the focus back.
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <Button
        ref={button}
        variant="subtle"
        size="xs"
        color="gray"
        onClick={() =>
          requireLogin(() => {
            setUsed(true);
            setOpen(true);
          })
        }
      >
        举报
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ComplaintDialog target={target} opened={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
