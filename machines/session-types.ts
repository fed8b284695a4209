// The session's context and events (machines/session.machine.ts), apart so that flows and views
// can name them without the machine.
import type { TokenResult } from '../src/api/auth';
import type { Business, UserInfo } from '../src/api/member';

/** The stored params of a login (spec §3): what the app keeps in localStorage between pages. */
export interface StoredParams {
  isLogin: boolean;
  chooseIdx: number;
  choseCom: string;
  companyOrgCode: string;
  identity: string;
  userstatus: string;
  chooseTenantId: string;
}

export interface Unread {
  order: number;
  system: number;
}

/** Who the member is for the chosen company, and the companies they may switch to. */
export interface MemberData {
  userInfo: UserInfo;
  companies: Business[];
}

export interface SessionContext {
  params: StoredParams | null;
  username: string;
  userInfo: UserInfo | null;
  unread: Unread | null;
  companies: Business[];
  /** The page's path at the last read (?handleLogout reloads it without the query). */
  path: string;
  /** The company asked for by the last company.switch. */
  switchTo: number | null;
}

export type SessionEvent =
  | { type: 'session.check' }
  | { type: 'login.succeeded'; result: TokenResult }
  | { type: 'company.switch'; companyId: number }
  /** Something changed the unread notices (the message centre marked some read): reload the count. */
  | { type: 'unread.refresh' }
  | { type: 'logout.request' }
  | { type: 'logout.confirm' }
  | { type: 'logout.cancel' };
