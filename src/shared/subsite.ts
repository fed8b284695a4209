// Sub-site variants (jc, xm, sb, lw, jr) show a reduced main nav. The variant comes from the
// host's first label (jc.example.com → jc). For local use, where the host is localhost or an IP,
// add `?subsite=jc` (or xm, sb, lw, jr) to the URL; the host wins when both are present.
import { createContext, useContext } from 'react';
import { useSearch } from 'wouter';

export const SUBSITES = ['jc', 'xm', 'sb', 'lw', 'jr'] as const;
export type Subsite = (typeof SUBSITES)[number];

const isSubsite = (v: string | null | undefined): v is Subsite => !!v && (SUBSITES as readonly string[]).includes(v);

export function subsiteFrom(hostname: string, search: string): Subsite | null {
  const label = hostname.split('.')[0]?.toLowerCase();
  if (hostname.includes('.') && isSubsite(label)) return label;
  const q = new URLSearchParams(search).get('subsite')?.toLowerCase();
  return isSubsite(q) ? q : null;
}

/** The host the page was asked for: the request's on the server, location.hostname in the browser. */
export const HostContext = createContext('');

export function useSubsite(): Subsite | null {
  const search = useSearch();
  return subsiteFrom(useContext(HostContext), search);
}
