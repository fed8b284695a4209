// jsdom lacks a few browser APIs Mantine uses.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetSiteConfig } from '../../src/app/effects/site';

// Pages load lazily: the first test of a file also pays for transforming the page module.
configure({ asyncUtilTimeout: 4000 });

// Every test is a fresh page load: the site config is fetched again from that test's fake API.
afterEach(() => {
  cleanup();
  resetSiteConfig();
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
