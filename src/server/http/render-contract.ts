// What the server render bundle (dist/server/entry-server.js, from src/app/entry-server.tsx)
// exports and what the page server (spa.ts) gives it and gets back.

/** One catalogue call injected into the server (app.inject, from the visitor's address). */
export type Inject = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}) => Promise<{ status: number; body: string }>;

export interface RenderInput {
  /** Path and query of the request. */
  url: string;
  /** The host asked for (sub-site variants). */
  host: string;
  /** The catalogue's transport on the server: app.inject(), no network. */
  inject: Inject;
  /** The request's Cookie header ('' without): a member page checks its id as the session's member. */
  cookies: string;
  /** The built files (JS and CSS URLs) a page module loads beyond the entry. */
  chunksOf: (source: string) => string[];
  /**
   * The page frame's data (site config, footer columns: the same for every visitor and page)
   * shared by renders: `load`'s value kept under `key` as long as a visitor's page is
   * (PAGE_CACHE_MS, dropped when goods change; failures are not kept), computed every time when
   * that is 0.
   */
  frame: <T>(key: string, load: () => Promise<T>) => Promise<T>;
}

export type RenderOutput =
  | { redirect: string }
  | {
      status: number;
      /** canonical: an address on this host; robots: the meta robots rule; structured: one JSON-LD object. */
      head: { title: string; description: string; canonical?: string; robots?: string; structured?: object };
      /** The markup of #root. */
      html: string;
      /** The <script> block with the dehydrated query cache. */
      state: string;
      /** The page module's source (its key in Vite's client manifest), when the route has one. */
      source?: string;
    };

export type RenderPage = (input: RenderInput) => Promise<RenderOutput>;
