// What a section's routes are made of: route() for any page, listRoute() for a list page (its
// path and link builder are its list view's), detailHead() for a detail page's title and
// description from its data, searchTitle() for a list titled by its search words. Each section
// writes its routes with these in src/shared/sections/<s>/routes.ts; routes.ts lists the sections.
import type { QueryClient } from '@tanstack/react-query';
import type { FlowKey } from '../../machines/app.machine';
import type { Call, CallData, CallInput } from '../api/define';
import type { ListView } from './list-view';
import { findQuery } from './query';
import type { SearchKind } from './search-kind';
import type { Subsite } from './subsite';

/**
 * portal: top bar, header, main nav and footer; auth: the page brings its own simple frame;
 * subsite: a sub-site with its own header and nav (陶瓷, the sc site): the page brings its
 * `<header>`, nav and `<main id="main">` (its section's frame component), the layout the footer.
 */
export type Frame = 'portal' | 'auth' | 'subsite';
export type PagePath = `features/${string}/${string}Page` | `app/pages/${string}Page`;

export interface HeadContext {
  search: URLSearchParams;
  /** The page's query cache (a title from data the loader fetched). */
  client: QueryClient;
}
export type Text = string | ((ctx: HeadContext) => string);
/** One JSON-LD object (`@context` is added when written). */
export type StructuredData = { '@type': string } & Record<string, unknown>;
type Href = (...args: never[]) => string;

export interface RouteSpec<H extends Href> {
  path: string;
  page?: PagePath;
  /** The page's part of <title> (`<title> - <brand>`); '' for the brand line itself. */
  title: Text;
  description?: Text;
  frame?: Frame;
  /** A main-nav entry, in manifest order; `subsites`: the sub-site variants that keep it. */
  nav?: { label: string; subsites: readonly Subsite[] };
  /**
   * Whether the idle prefetch fetches its code on the other pages. By default the main-nav
   * entries' pages only (true: a page the header links to); the rest load on the click, so the
   * prefetch stays a handful of chunks however many sections the portal grows.
   */
  prefetch?: boolean;
  /** The page flows its first screen runs: loaded with the page, so the first click finds them. */
  flows?: readonly FlowKey[];
  /** A canonical address other than its own (a backup path of a page): `<link rel="canonical">`. */
  canonical?: string;
  /** true: `<meta name="robots" content="noindex">` (a backup of another page). */
  noindex?: boolean;
  /** Schema.org facts of the page for search engines (JSON-LD), from the data its loader fetched. */
  structured?: (ctx: HeadContext) => StructuredData | undefined;
  /** The list's saved search (保存搜索): the desk finds it here by its kind. */
  search?: SearchKind;
  /**
   * The notice objects whose link opens this page: kind → the link's words, e.g.
   * `{ inquiry: '查看询价' }`. The server's `about('inquiry', id)` links a notice here.
   */
  notices?: Record<string, string>;
  /** The page's link builder, made from its path (byId: `?id=`); by default the bare path. */
  href?: (path: string) => H;
}

export type RouteDef<H extends Href = Href> = Omit<RouteSpec<H>, 'frame' | 'href'> & { frame: Frame; href: H };

export function route<H extends Href = () => string>(spec: RouteSpec<H>): RouteDef<H> {
  return { frame: 'portal', ...spec, href: spec.href ? spec.href(spec.path) : ((() => spec.path) as unknown as H) };
}

/** A list page: its path and its links are its list view's (the path is written once, there). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list view's fields
export function listRoute<V extends ListView<any>>(
  view: V,
  spec: Omit<RouteSpec<V['link']>, 'path' | 'href'>,
): RouteDef<V['link']> {
  return route({ ...spec, path: view.path, href: () => view.link });
}

/** '<words> - <name>' while the list's search field holds words, else `empty`. */
export const searchTitle =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list view's fields
  <V extends ListView<any>>(view: V, field: keyof V['defaults'] & string, name: string, empty = name) =>
    ({ search }: HeadContext): string => {
      const words = view.read(search).view[field] as unknown;
      return typeof words === 'string' && words ? `${words} - ${name}` : empty;
    };

interface DetailSpec<C extends Call> {
  call: C;
  /** The call's input of the address; null when unusable (the default reads `?id=`). */
  input?: (search: URLSearchParams) => CallInput<C> | null;
  /** The object's name in its data. */
  name: (data: CallData<C>) => string;
  /** The title while the data is not here yet, and when there is no such object. */
  fallback: string;
  missing: string;
  /** The description of a found object (else the fallback title). */
  describe?: (name: string) => string;
  /** The found object's schema.org facts (JSON-LD): public fields only. */
  structured?: (data: CallData<C>) => StructuredData;
}

const idOf = (search: URLSearchParams) => ({ id: Number(search.get('id')) });

/** A detail page's title and description from the data its loader fetched (findQuery). */
export function detailHead<C extends Call>(
  spec: DetailSpec<C>,
): { title: Text; description?: Text; structured?: RouteSpec<Href>['structured'] } {
  // The object's data once here; null: no such object.
  const dataOf = ({ search, client }: HeadContext): CallData<C> | null | undefined => {
    const input = (spec.input ?? (idOf as unknown as (s: URLSearchParams) => CallInput<C> | null))(search);
    if (!input) return null;
    return client.getQueryData(findQuery(spec.call, input).queryKey);
  };
  const nameOf = (ctx: HeadContext): string | null | undefined => {
    const data = dataOf(ctx);
    return data === null ? null : data && spec.name(data);
  };
  const { structured } = spec;
  const facts = structured && {
    structured: (ctx: HeadContext) => (dataOf(ctx) ? structured(dataOf(ctx)!) : undefined),
  };
  const title = (ctx: HeadContext) => {
    const name = nameOf(ctx);
    return name === null ? spec.missing : (name ?? spec.fallback);
  };
  const { describe } = spec;
  if (!describe) return { title, ...facts };
  return { title, description: (ctx) => (nameOf(ctx) ? describe(nameOf(ctx)!) : spec.fallback), ...facts };
}

/** The link builder of a page of one object, `${path}?id=${id}`: a route's `href: byId`. */
export const byId = (path: string) => (p: { id: number }) => `${path}?id=${p.id}`;
