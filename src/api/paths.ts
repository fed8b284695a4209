// The page paths machines and the server link to (notices, redirects, the login round trip): every
// route's path by its route key, generated from the route manifest (pages.gen.ts), so a path is
// written once, in its section's routes module, and a page a machine names is checked by the compiler.
import { pagePaths } from './pages.gen';

export { pagePaths };
export type PageKey = keyof typeof pagePaths;

/** The login and registration pages: never a place to come back to after logging in. */
export const AUTH_PAGE_PATHS: readonly string[] = [
  pagePaths.login,
  pagePaths.loginBak,
  pagePaths.loginBack,
  pagePaths.register,
  pagePaths.registerBak,
  pagePaths.forget,
];

const withId = (path: string) => (id: number) => `${path}?id=${id}`;

/**
 * Links to pages: to one object's page by its route key, e.g. pageLinks.inquiryDetail(523)
 * (`?id=`, for every page), and the few with more than an id.
 */
export const pageLinks = {
  ...(Object.fromEntries(Object.entries(pagePaths).map(([key, path]) => [key, withId(path)])) as {
    [K in PageKey]: (id: number) => string;
  }),
  /** The buyer's comparison of an inquiry's quotes. */
  inquiryComparison: (id: number) => `${withId(pagePaths.inquiryDetail)(id)}#comparison`,
  /** One notice opened in the message centre. */
  notice: withId(pagePaths.messageCenter),
  /** 投标保函 for a tender: the finance landing's apply form, prefilled (validUntil a YYYY-MM-DD day). */
  bidGuarantee: (t: { tenderNo: string; beneficiary: string; margin: number; validUntil: string }) =>
    `${pagePaths.finance}?${new URLSearchParams({
      apply: 'guarantee',
      tenderNo: t.tenderNo,
      beneficiary: t.beneficiary,
      margin: String(t.margin),
      validUntil: t.validUntil,
    })}`,
};
