// The header's menu on a phone (below 768 px, layout.module.css): one button opens the top bar and
// the main nav, Escape closes them and gives the focus back to the button, and a new page closes
// them. Wider, the button is not shown and the top bar and nav always stand.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'wouter';

/** The ids of what the menu button opens (aria-controls). */
export const MENU_IDS = { topBar: 'top-bar', nav: 'main-menu' } as const;

export interface Menu {
  open: boolean;
  buttonProps: {
    ref: RefObject<HTMLButtonElement | null>;
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
  };
}

export function useMenu(): Menu {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [path] = useLocation();
  // A new page closes the menu (adjusted while rendering, not in an effect).
  const [openedAt, setOpenedAt] = useState(path);
  if (openedAt !== path) {
    setOpenedAt(path);
    if (open) setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return {
    open,
    buttonProps: {
      ref: button,
      'aria-expanded': open,
      'aria-controls': `${MENU_IDS.topBar} ${MENU_IDS.nav}`,
      onClick: () => setOpen((v) => !v),
    },
  };
}
