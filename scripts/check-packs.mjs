// Packs every publishable workspace package (package.json without "private": true) with
// `pnpm pack`, the way `pnpm publish` would, and checks what a consumer would get:
//   - package.json: a licence, a repository, no "private", no devDependencies or scripts,
//     no `workspace:` ranges, `exports["."]` with `import` and `require` each naming `types`
//     and a file that is in the tarball, `ai`/`zod` as peer dependencies where the code uses them;
//   - `npm pack` is refused with a message naming `pnpm pack` (the prepack guard);
//   - files: README.md, LICENSE, and every `docs/…` file that the shipped type declarations refer to.
// Usage: node scripts/check-packs.mjs [--out DIR]   (DIR keeps the tarballs; default: a temp folder)
// Prints one line per package and exits 1 when any check fails. Spec: docs/packages.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outArg = process.argv.indexOf('--out');
const out = outArg > 0 ? resolve(process.argv[outArg + 1]) : mkdtempSync(join(tmpdir(), 'ma-packs-'));
mkdirSync(out, { recursive: true });

/**
 * The pnpm to pack with: the one on PATH, else the one `scripts/setup.sh` installed into `.tools/`
 * (after the README's setup only `ma` is on PATH: review M19); none is a clear message, exit 1.
 */
function findPnpm() {
  try {
    execFileSync('pnpm', ['--version'], { stdio: 'ignore' });
    return 'pnpm';
  } catch {
    const local = join(root, '.tools', 'pnpm', 'node_modules', '.bin', 'pnpm');
    if (existsSync(local)) return local;
    console.error(
      'check-packs: pnpm not found. Run `bash scripts/setup.sh` (it installs pnpm into .tools/), or install pnpm 10.',
    );
    process.exit(1);
  }
}
const pnpm = findPnpm();

function workspacePackages() {
  const dirs = [];
  for (const group of ['packages', 'apps']) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base)) {
      const manifest = join(base, name, 'package.json');
      if (existsSync(manifest)) dirs.push(join(base, name));
    }
  }
  return dirs;
}

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, files);
    else files.push(path);
  }
  return files;
}

function checkPackage(dir) {
  const source = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (source.private) return null;
  const problems = [];
  const output = execFileSync(pnpm, ['pack', '--pack-destination', out, '--json'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tarball = JSON.parse(output.slice(output.indexOf('{'))).filename;
  const unpacked = mkdtempSync(join(tmpdir(), 'ma-unpacked-'));
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
  const pkgDir = join(unpacked, 'package');
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const has = (rel) => existsSync(join(pkgDir, rel));

  if (pkg.private) problems.push('packed package.json is private');
  if (!pkg.license) problems.push('no license');
  if (!pkg.repository?.url) problems.push('no repository');
  if (pkg.devDependencies) problems.push('devDependencies shipped');
  if (pkg.scripts) problems.push('scripts shipped');
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(pkg[field] ?? {})) {
      if (String(range).startsWith('workspace:')) problems.push(`${field}.${name} is ${range}`);
      if (field === 'dependencies' && /^\d/.test(String(range)) && name.startsWith('@ma/')) {
        problems.push(`${field}.${name} is pinned to ${range} (use a ^ range)`);
      }
    }
  }
  for (const file of ['README.md', 'LICENSE']) if (!has(file)) problems.push(`${file} missing`);

  // A library is loaded both ways; a command (a `bin` package) only needs its ESM entry.
  const conditions = pkg.bin ? ['import'] : ['import', 'require'];
  if (pkg.exports) {
    const entry = pkg.exports['.'];
    for (const condition of conditions) {
      const target = entry?.[condition];
      if (typeof target === 'string' || !target?.types || !target?.default) {
        problems.push(`exports["."].${condition} lacks types/default`);
        continue;
      }
      for (const file of [target.types, target.default]) {
        if (!has(file)) problems.push(`exports["."].${condition} names ${file}, not in the tarball`);
      }
    }
  }

  const distFiles = has('dist') ? walk(join(pkgDir, 'dist')) : [];
  const code = distFiles.filter((f) => /\.(c?js)$/.test(f)).map((f) => readFileSync(f, 'utf8'));
  for (const peer of ['ai', 'zod']) {
    const uses = code.some((text) => text.includes(`from "${peer}"`) || text.includes(`require("${peer}")`));
    if (uses && !pkg.peerDependencies?.[peer]) problems.push(`uses ${peer} but has no peerDependency on it`);
    if (uses && pkg.dependencies?.[peer])
      problems.push(`${peer} is a plain dependency (a consumer gets two copies)`);
  }

  const referenced = new Set();
  for (const file of distFiles.filter((f) => /\.d\.c?ts$/.test(f))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bdocs\/[A-Za-z0-9_./-]+\.(?:md|txt)\b/g)) {
      referenced.add(match[0]);
    }
  }
  for (const ref of referenced) if (!has(ref)) problems.push(`type docs refer to ${ref}, not in the tarball`);

  problems.push(...npmPackProblems(dir));
  return { name: pkg.name, tarball, problems, docsRefs: referenced.size };
}

// npm copies `workspace:^` ranges into the tarball as they are; the `prepack` guard
// (scripts/require-pnpm-pack.mjs) must stop `npm pack` with a message saying to use pnpm.
function npmPackProblems(dir) {
  try {
    execFileSync('npm', ['pack', '--dry-run'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, npm_config_user_agent: '' },
    });
    return ['`npm pack` is not refused (its tarball would hold workspace: ranges)'];
  } catch (error) {
    return String(error.stderr).includes('pnpm pack') ? [] : ['`npm pack` fails without saying to use pnpm'];
  }
}

let failed = 0;
for (const dir of workspacePackages()) {
  const result = checkPackage(dir);
  if (!result) continue;
  if (result.problems.length === 0) {
    console.log(`ok   ${result.name} (${result.docsRefs} docs references resolve) ${result.tarball}`);
  } else {
    failed++;
    console.log(`FAIL ${result.name}: ${result.problems.join('; ')}`);
  }
}
console.log(failed === 0 ? `packs: all ok (tarballs in ${out})` : `packs: ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
