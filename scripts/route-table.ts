// npm run routes:table (also run by `npm run build` and `npm run dev` first): writes the generated
// registries (scripts/generated.ts): the page flows and their effects, the page paths and the
// browser's route table. The browser's first script routes, frames and draws the nav from the
// small route table; the manifest itself (titles, list views, link builders, and through them
// every section's catalogue) loads with the pages that use it.
import { writeFileSync } from 'node:fs';
import { generatedFiles } from './generated';

for (const [file, text] of generatedFiles) writeFileSync(file, await text());
