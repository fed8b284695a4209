// Main-nav hover panel ("mall direct purchase"): shows 300 ms after the pointer (or focus) enters
// and hides 300 ms after it leaves; coming back while the hide is pending keeps it open.
import { setup } from 'xstate';

export const NAV_PANEL_DELAY_MS = 300;

export type NavPanelEvent =
  | { type: 'nav.pointerEnter' }
  | { type: 'nav.pointerLeave' }
  | { type: 'nav.focus' }
  | { type: 'nav.blur' }
  | { type: 'nav.close' };

export const navPanelMachine = setup({
  types: { events: {} as NavPanelEvent, tags: {} as 'visible' },
  delays: { showDelay: NAV_PANEL_DELAY_MS, hideDelay: NAV_PANEL_DELAY_MS },
}).createMachine({
  id: 'navPanel',
  initial: 'hidden',
  on: { 'nav.close': '.hidden' },
  states: {
    hidden: {
      on: { 'nav.pointerEnter': 'opening', 'nav.focus': 'opening' },
    },
    opening: {
      after: { showDelay: 'shown' },
      on: { 'nav.pointerLeave': 'hidden', 'nav.blur': 'hidden' },
    },
    shown: {
      tags: 'visible',
      on: { 'nav.pointerLeave': 'closing', 'nav.blur': 'closing' },
    },
    closing: {
      tags: 'visible',
      after: { hideDelay: 'hidden' },
      on: { 'nav.pointerEnter': 'shown', 'nav.focus': 'shown' },
    },
  },
});
