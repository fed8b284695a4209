// The generated registries: what a section would otherwise register by hand, derived from its own
// files. `npm run routes:table` (run by build and dev) writes them; tests/client/route-table.test.ts
// fails while one is stale.
//   machines/flows.gen.ts          every page flow, from the machine files
//   src/api/pages.gen.ts           every page's path by its route key, from the route manifest
//   src/api/sections.gen.ts        the notice objects and the saved-search kinds, from the manifest
//   src/shared/route-table.gen.ts  the browser's route table, from the manifest
//   src/app/effects/flows.gen.ts   every flow's browser effects, from src/app/effects/flows/
// In writing order, each text's modules imported only when it is made: the flows first (a file
// list), the effects last (their modules spawn the flows). The manifest reads the page table it
// writes: a stale one does no harm, as the manifest takes no path from it.

/** [file from the repository's root, its text], in writing order. */
export const generatedFiles: [string, () => Promise<string>][] = [
  ['machines/flows.gen.ts', () => import('./flow-table-text').then((m) => m.flowTableText())],
  ['src/api/pages.gen.ts', () => import('./page-table-text').then((m) => m.pageTableText())],
  ['src/api/sections.gen.ts', () => import('./page-table-text').then((m) => m.sectionTableText())],
  ['src/shared/route-table.gen.ts', () => import('./route-table-text').then((m) => m.routeTableText())],
  ['src/app/effects/flows.gen.ts', () => import('./flow-table-text').then((m) => m.effectTableText())],
];
