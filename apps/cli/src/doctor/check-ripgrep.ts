/**
 * `ma doctor`'s ripgrep check. Spec: issue #6, "`ma`: summarize a real meeting end to end from the
 * command line"; docs/contracts.md, @ma/core (Search).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, openVault, SearchError, searchVault } from '@ma/core';
import type { CheckResult } from './check-result.js';

/**
 * Runs a tiny real search with core's `searchVault` (the bundled ripgrep) on a
 * one-file scratch vault in the temp folder, removed afterwards.
 */
export async function checkRipgrep(signal: AbortSignal): Promise<CheckResult> {
  const dir = await mkdtemp(join(tmpdir(), 'ma-doctor-'));
  try {
    await writeFile(join(dir, 'probe.md'), 'first line\ndoctor probe line\n');
    const vault = await openVault(dir, await loadConfig({ vault: dir }));
    const result = await searchVault(vault, { pattern: 'doctor\\s+probe', paths: ['probe.md'], signal });
    const hit = result.matches[0];
    if (result.matches.length === 1 && hit?.line === 2) {
      return { status: 'ok', label: 'ripgrep', detail: 'a test search found its line' };
    }
    return {
      status: 'fail',
      label: 'ripgrep',
      detail: `a test search returned ${result.matches.length} matches instead of 1`,
      fix: 'reinstall with `bash scripts/setup.sh` (it brings @vscode/ripgrep)',
    };
  } catch (error) {
    const unavailable = SearchError.isInstance(error) && error.reason === 'unavailable';
    return {
      status: 'fail',
      label: 'ripgrep',
      detail: (error as Error).message,
      fix: unavailable
        ? 'reinstall with `bash scripts/setup.sh` (it brings @vscode/ripgrep)'
        : 'report this as a bug',
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
