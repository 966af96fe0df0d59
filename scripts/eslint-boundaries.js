import { dirname, relative, resolve, sep } from 'node:path';

// The boundaries between the parts as one small ESLint rule (the zones of bulletproof-react's
// `import/no-restricted-paths`): an import from a file under `target` may not reach a path under
// `from`, unless under one of `except` (relative to `from`). Relative imports are resolved against
// the importing file; our workspace packages by their folder. Other packages are never restricted.

const root = dirname(dirname(new URL(import.meta.url).pathname));
const workspaces = { '@mall/site': 'packages/site', '@mall/web': 'web', '@mall/bff': 'bff', '@mall/sandbox': 'sandbox' };

/** The repository path an import reaches, or null for a package that is not ours. */
export function reachedPath(file, source) {
  if (source.startsWith('.')) return resolve(dirname(file), source);
  const name = Object.keys(workspaces).find((pkg) => source === pkg || source.startsWith(`${pkg}/`));
  return name ? resolve(root, workspaces[name], source.slice(name.length + 1)) : null;
}

const inside = (path, folder) => {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !/^[a-z]:/i.test(rel));
};

/** The zone an import breaks, if any. */
export function brokenZone(zones, file, source) {
  const reached = reachedPath(file, source);
  if (reached === null) return null;
  for (const zone of zones) {
    if (!inside(file, resolve(root, zone.target))) continue;
    for (const from of [zone.from].flat()) {
      const fromPath = resolve(root, from);
      if (!inside(reached, fromPath)) continue;
      if ((zone.except ?? []).some((except) => inside(reached, resolve(fromPath, except)))) continue;
      return zone;
    }
  }
  return null;
}

export const boundariesPlugin = {
  rules: {
    'no-restricted-paths': {
      meta: { type: 'problem', schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }] },
      create(context) {
        const zones = context.options[0]?.zones ?? [];
        const check = (node) => {
          const source = node.source;
          if (!source || typeof source.value !== 'string') return;
          const zone = brokenZone(zones, context.filename, source.value);
          if (zone) context.report({ node: source, message: `Unexpected path "${source.value}" imported in restricted zone. ${zone.message}` });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};
