// Server-only lint rules (eslint.config.js spreads this array). Server modules never import each
// other (docs/architecture.md, Layers): a module is src/server/modules/<m>/, and what two modules share lives on
// the server floor (src/server/floor, http, db) or in the catalogue (src/api). A module imports
// nothing else under modules/; the files directly there (index.ts, the one registration list)
// may import every module.
import path from 'node:path';

const MODULES = path.resolve('src/server/modules');

/** The first path segment under modules/ ('' outside it). */
function underModules(file) {
  const rel = path.relative(MODULES, file);
  return rel === '' || rel.startsWith('..') || path.isAbsolute(rel) ? '' : rel.split(path.sep)[0];
}

const noSiblingModules = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid imports between sibling server modules' },
    messages: {
      sibling:
        "Server module '{{from}}' may not import module '{{to}}': move what both need to the server floor (src/server/floor, http, db) or into '{{from}}' itself.",
    },
    schema: [],
  },
  create(context) {
    const own = path.relative(MODULES, context.filename).split(path.sep);
    if (own.length < 2 || own[0].startsWith('..')) return {};
    const from = own[0];
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = underModules(path.resolve(path.dirname(context.filename), spec));
      if (to && to !== from) context.report({ node, messageId: 'sibling', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default [
  {
    files: ['src/server/modules/**/*.ts'],
    plugins: { server: { rules: { 'no-sibling-modules': noSiblingModules } } },
    rules: { 'server/no-sibling-modules': 'error' },
  },
];
