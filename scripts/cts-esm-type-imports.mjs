// Makes the CommonJS type declarations (dist/*.d.cts) of the package being built load in a TypeScript host compiled
// with `--module node16` as well as `nodenext` (docs/packages.md, L327). A `.d.cts` file is CommonJS to the compiler,
// so its `import { Tool } from 'ai'` reads as a `require()` of an ES-module-only package: TS1479 under node16, which
// cannot type `require()` of ESM (nodenext on TypeScript >= 5.8 can). Declarations only ever import types, so each
// import of a package that ships no CommonJS (`ai`, found by its package.json: no `require` export condition) becomes
// `import type … with { 'resolution-mode': 'import' }` (TypeScript >= 5.3), which every module setting resolves.
// Run from a package folder by its build script, after tsup; fails when a declaration re-exports from such a package
// (a form this script does not rewrite) rather than ship declarations a node16 host cannot load.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const dist = join(process.cwd(), 'dist');
const requireHere = createRequire(join(process.cwd(), 'package.json'));

/** True when `name` (a bare package name) has no CommonJS entry: `require()` of it is `require()` of ESM. */
function esmOnly(name) {
  let pkg;
  try {
    pkg = JSON.parse(readFileSync(requireHere.resolve(`${name}/package.json`), 'utf8'));
  } catch {
    return false; // not resolvable as a package with its package.json exported: leave the import as it is
  }
  const root = pkg.exports?.['.'] ?? pkg.exports;
  const hasRequire = (entry) =>
    entry !== null &&
    typeof entry === 'object' &&
    Object.entries(entry).some(([key, value]) => key === 'require' || hasRequire(value));
  if (root && typeof root === 'object' && !Array.isArray(root))
    return !hasRequire(root) && pkg.type === 'module';
  return pkg.type === 'module' && !pkg.main;
}

const packageOf = (spec) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
const bare = (spec) => !spec.startsWith('.') && !spec.startsWith('node:');
const IMPORT = /^import (?!type )(.+?) from '([^']+)';$/gm;
const REEXPORT = /^export (?:type )?\{[^}]*\} from '([^']+)';$|^export \* from '([^']+)';$/gm;

for (const file of readdirSync(dist).filter((f) => f.endsWith('.d.cts'))) {
  const path = join(dist, file);
  const text = readFileSync(path, 'utf8');
  for (const m of text.matchAll(REEXPORT)) {
    const spec = m[1] ?? m[2];
    if (bare(spec) && esmOnly(packageOf(spec)))
      throw new Error(`cts-esm-type-imports: ${file} re-exports from ES-module-only ${spec}: not rewritten`);
  }
  const out = text.replace(IMPORT, (line, what, spec) =>
    bare(spec) && esmOnly(packageOf(spec))
      ? `import type ${what} from '${spec}' with { 'resolution-mode': 'import' };`
      : line,
  );
  if (out !== text) writeFileSync(path, out);
}
