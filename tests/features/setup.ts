// jsdom lacks a few browser APIs Mantine uses.
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { resetSiteConfig } from '../../src/app/effects/site';
import { loadPage } from '../../src/app/pages';
import { routeList } from '../../src/shared/routes';

configure({ asyncUtilTimeout: 4000 });

// The page chunks are loaded first, as the browser has the page's chunk before it hydrates:
// a page suspending on its chunk inside testing-library's act() would never be retried.
beforeAll(async () => {
  await Promise.all(routeList.flatMap((r) => (r.page ? [loadPage(r.page)] : [])));
}, 60_000);

// Every test is a fresh page load: the site config is fetched again from that test's fake API.
// Mantine's notifications live in a store of their own, outside the page: emptied too.
afterEach(() => {
  cleanup();
  notifications.clean();
  resetSiteConfig();
});

// The files of a worker share one jsdom window and one copy of the modules (vitest.config.ts:
// the app loads once per worker, not once per file). Each file starts as a new tab would: no
// storage, no cookies, at /, nothing left in the page, real timers, no stubs or spies.
afterAll(() => {
  cleanup();
  notifications.clean();
  resetSiteConfig();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  history.replaceState(null, '', '/');
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class RO {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= RO as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
// jsdom does not scroll; the router's scroll reset calls it on every navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;
