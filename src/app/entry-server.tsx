// The server render (built by `vite build --ssr` into dist/server, called by src/server/http/spa.ts):
// match the route, run its loader against the catalogue through the server's own transport
// (app.inject: same validation and handlers, no network), render the page with that data (React
// 19 prerender, wouter at the request's path), and hand the query cache to the browser.
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate } from '@tanstack/react-query';
import { Router } from 'wouter';
import { appMachine } from '../../machines/app.machine';
import { COOKIE } from '../client/session-headers';
import { createQueryClient } from '../shared/query';
import { pathOf } from '../shared/route-table';
import { headOf, routeList, routeOf } from '../shared/routes';
import { brandOf, siteConfigQuery } from '../shared/site-config';
import type { RenderPage } from '../server/http/render-contract';
import { App } from './App';
import { bootStateScript } from './boot-state';
import { footerHelpQuery } from './layout/help-columns';
import { loadPage, pageSource } from './pages';
import { Providers } from './providers';
import { serverTransport } from './server-transport';

/** The chunks of the other pages the header and the main nav link to (RouteSpec.prefetch). */
function prefetchList(current: string | undefined, chunksOf: (source: string) => string[]): string[] {
  const pages = new Set(
    routeList.flatMap((r) =>
      r.page && (r.prefetch ?? Boolean(r.nav)) && r.page !== current ? [pageSource(r.page)] : [],
    ),
  );
  return [...new Set([...pages].flatMap(chunksOf))];
}
/** prefetchList's answers per build (chunksOf) and page: the same on every render of a page. */
const prefetchLists = new WeakMap<(source: string) => string[], Map<string | undefined, string[]>>();
function prefetchFor(current: string | undefined, chunksOf: (source: string) => string[]): string[] {
  let lists = prefetchLists.get(chunksOf);
  if (!lists) prefetchLists.set(chunksOf, (lists = new Map()));
  let list = lists.get(current);
  if (!list) lists.set(current, (list = prefetchList(current, chunksOf)));
  return list;
}

/** One cookie of a Cookie header, decoded (js-cookie writes values URI-encoded). */
function cookieOf(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim()) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** A path as wouter matches it: percent-escapes decoded (a malformed one as it is). */
function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

async function html(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export const render: RenderPage = async ({ url, host, inject, cookies, chunksOf, frame }) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  if (pathname === '/') return { redirect: `${pathOf('home')}${search}` };
  // wouter matches the decoded path (`/home copy`), so the manifest is asked for it too.
  const route = routeOf(decodedPath(pathname));
  const client = createQueryClient(serverTransport(inject));
  const params = new URLSearchParams(search);
  let status = route?.page ? 200 : 404;
  // The frame's data, the same on every page, shared by renders (RenderInput.frame).
  const framed = <Q extends { queryKey: readonly unknown[]; queryFn?: (ctx: never) => unknown }>(q: Q): Q => ({
    ...q,
    queryFn: (ctx: never) => frame(JSON.stringify(q.queryKey), async () => q.queryFn!(ctx)),
  });
  const site = client.prefetchQuery(framed(siteConfigQuery));
  // the portal frame's footer (an auth page brings its own frame)
  const footer = route?.frame === 'auth' ? undefined : client.prefetchQuery(framed(footerHelpQuery(0)));
  if (route?.page) {
    const page = await loadPage(route.page);
    const result = await page.loader?.({ client, search: params });
    if (result?.notFound) status = 404;
    const token = cookieOf(cookies, COOKIE.token);
    if (page.memberCheck && token) {
      const member = createQueryClient(serverTransport(inject, { 'Blade-Auth': `bearer ${token}` }));
      if ((await page.memberCheck({ client: member, search: params }))?.notFound) status = 404;
      member.clear();
    }
  }
  await Promise.all([site, footer]);
  // A failed query renders as loading, as the browser (which will ask again) renders it first.
  client.removeQueries({ predicate: (q) => q.state.status === 'error' });
  const { prelude } = await prerenderToNodeStream(
    <Providers client={client} logic={appMachine} host={host}>
      <Router ssrPath={pathname + search}>
        <App />
      </Router>
    </Providers>,
    // Completed boundaries stay in place: React would otherwise move large ones out and swap them
    // in with inline scripts, which the CSP (script-src 'self') refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const out = {
    status,
    head: headOf(route, { search: params, client }, brandOf(client.getQueryData(siteConfigQuery.queryKey))),
    html: await html(prelude),
    state: bootStateScript({ queries: dehydrate(client), prefetch: prefetchFor(route?.page, chunksOf) }),
    source: route?.page ? pageSource(route.page) : undefined,
  };
  client.clear();
  return out;
};
