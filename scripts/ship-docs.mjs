// Copies the repository's docs/ (design notes, the specification and the seeds) into the
// package being built, as <package>/docs/, so that the `docs/…` references in the shipped
// type declarations resolve inside the installed tarball (docs/packages.md). Run from a
// package folder by its build script; the copies are build output (git-ignored).
import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoDocs = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'docs');
const target = join(process.cwd(), 'docs');
if (!existsSync(repoDocs)) throw new Error(`ship-docs: ${repoDocs} not found`);
rmSync(target, { recursive: true, force: true });
cpSync(repoDocs, target, { recursive: true });
