// The house rules a newcomer relies on (docs/adding-a-section.md): the README is a short front
// door that links every doc, each section has its doc, every repository path a doc names exists,
// and the ways of doing things the conventions chose are the only ways in the tree.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

function files(dir: string, ending: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ending))
    .map((f) => join(dir, f));
}

const docs = ['README.md', ...files('docs', '.md')];

/** The section docs: one per section folder of the features that the route manifest names. */
const SECTION_DOCS: Record<string, string> = {
  mall: 'mall',
  cart: 'mall',
  inquiry: 'inquiry',
  tender: 'tender',
  sc: 'sc',
  taoci: 'taoci',
  devices: 'devices',
  labor: 'labor',
  project: 'project',
  finance: 'finance',
  ground: 'ground',
  auth: 'member',
  messages: 'member',
  help: 'support',
  support: 'support',
  search: 'support',
  home: 'support',
  onboarding: 'onboarding',
  ops: 'ops',
};

describe('docs', () => {
  it('the README is a front door of at most 200 lines that links every doc', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    for (const doc of files('docs', '.md')) expect(readme, doc).toContain(doc);
  });

  it('every section of the features has its doc', () => {
    for (const feature of readdirSync(join(root, 'src/features'))) {
      const doc = SECTION_DOCS[feature];
      expect(doc, `src/features/${feature} has no entry in SECTION_DOCS`).toBeDefined();
      expect(existsSync(join(root, `docs/sections/${doc}.md`)), `docs/sections/${doc}.md`).toBe(true);
    }
  });

  it('every repository path a doc names exists', () => {
    const missing: string[] = [];
    // `src/...`, `machines/...`, `tests/...`, `scripts/...`, `docs/...` in code spans or links
    const pathLike = /(?<![\w/.-])((?:src|machines|tests|scripts|docs)\/[\w./{},*<>-]+)/g;
    for (const doc of docs) {
      for (const [, raw] of read(doc).matchAll(pathLike)) {
        const path = raw.replace(/[.,:;)]+$/, '').replace(/:\d+(-\d+)?$/, '');
        if (/[*<>]/.test(path)) continue; // a pattern, not a file
        const alternatives = path.match(/^(.*)\{([^}]*)\}(.*)$/);
        const paths = alternatives
          ? alternatives[2].split(',').map((a) => alternatives[1] + a + alternatives[3])
          : [path];
        for (const p of paths) if (!existsSync(join(root, p))) missing.push(`${doc}: ${p}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('one way of doing each thing', () => {
  it('page paths are not kept in *_PAGES tables beside the route manifest', () => {
    const tables = files('src', '.ts').filter((f) => /export const [A-Z_]+_PAGES\b/.test(read(f)));
    expect(tables).toEqual([]);
  });

  it('server modules name their list queries lists.ts, details detail.ts and saved-search matchers matching.ts', () => {
    const other = /^(page|listing|products|tenders|details|searches|saved-searches)\.ts$/;
    const wrong: string[] = [];
    for (const module of readdirSync(join(root, 'src/server/modules'))) {
      const dir = join(root, 'src/server/modules', module);
      if (!statSync(dir).isDirectory()) continue;
      for (const f of readdirSync(dir)) if (other.test(f)) wrong.push(`${module}/${f}`);
    }
    expect(wrong).toEqual([]);
  });

  it('forms take their fields from the one form kit (src/ui/form), no section keeps its own Field', () => {
    const own = files('src', '.tsx')
      .filter((f) => !f.startsWith(join('src', 'ui', 'form')))
      .filter((f) => /export function Field\b/.test(read(f)));
    expect(own).toEqual([]);
  });

  it('a form under src/features builds no field markup of its own: its fields come from the kit', () => {
    // Forms that only read (a search box, a filter line, the rental calculator) change the URL,
    // not data; they are role="search" or named here.
    const reading = new Set(
      ['labor/list/JobFilters.tsx', 'devices/list/JobForm.tsx'].map((f) => join('src/features', f)),
    );
    const own = files('src/features', '.tsx')
      .filter((f) => !reading.has(f))
      .map((f) => [f, read(f)] as const)
      .filter(([, text]) => /<form\b(?![^>]*role="search")/.test(text))
      .flatMap(([f, text]) =>
        [...text.matchAll(/<(input|select|textarea|label)\b|htmlFor=/g)].map((m) => `${f}: ${m[0]}`),
      );
    expect(own).toEqual([]);
  });

  it('events are named <flow>.<verb> after the machine that handles them', () => {
    const shared = new Set(['app', 'auth', 'chunk', 'company', 'flow', 'login', 'logout', 'nav', 'request', 'session']);
    for (const s of ['sms', 'store', 'unread']) shared.add(s);
    const flows = new Set(
      readdirSync(join(root, 'machines'))
        .filter((f) => f.endsWith('.machine.ts'))
        .map((f) => f.replace('.machine.ts', '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase())),
    );
    const wrong = new Set<string>();
    for (const f of files('machines', '.ts')) {
      for (const [, flow, verb] of read(f).matchAll(/type: '([a-z][a-zA-Z]*)\.([a-z][a-zA-Z]*)'/g)) {
        if (!shared.has(flow) && !flows.has(flow)) wrong.add(`${f}: ${flow}.${verb}`);
      }
    }
    expect([...wrong]).toEqual([]);
  });
});
