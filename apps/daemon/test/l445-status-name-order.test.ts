/**
 * L445: `ma-daemon status` listed its meetings in `localeCompare` order: `Sprint 10` before
 * `Sprint 2`, and `alpha`/`Alpha` in no fixed order. Now core's `compareNames` orders
 * them as Obsidian's file explorer does (any case, numbers by value), as `ma projects` (L443) and
 * `list_meetings` do. Built `ma-daemon` child processes, a temp vault, notes it cannot read
 * (recorded as failed, listed by status).
 * Spec: apps/daemon/README.md (status); L443, L445.
 */
import { describe, expect, it } from 'vitest';
import { entries, M, runDaemonCommand, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

describe('L445: ma-daemon status lists meetings as Obsidian sorts names', () => {
  it('L445: alpha before Beta, Sprint 2 before Sprint 10, in the text and in --json', async () => {
    const vault = await t.vault();
    const names = ['Sprint 10', 'Beta', 'Sprint 2', 'alpha'];
    // Frontmatter the parser refuses: each is recorded as failed (reason unreadable).
    for (const name of names) await vault.writeAtomic(M(name), '---\nstatus: ended\ntitle: [unclosed\n---\n');
    await t.daemon(vault).ready();
    await waitFor(
      'the four unreadable notes recorded',
      async () => (await entries(vault, 'meeting note unreadable: not summarized')).length === 4,
    );
    const sorted = ['alpha', 'Beta', 'Sprint 2', 'Sprint 10'].map(M);
    const json = JSON.parse((await runDaemonCommand(['status', '--vault', vault.root, '--json'])).stdout);
    expect(json.failed.map((f: { meeting: string }) => f.meeting)).toEqual(sorted);
    const text = (await runDaemonCommand(['status', '--vault', vault.root])).stdout;
    // The lines under `failed:` (a live daemon's `queued:` lines are indented alike).
    const lines = text.split('\n');
    const from = lines.indexOf('failed: ') + 1;
    const listed = lines.slice(from, from + 4).map((line) => line.slice(0, line.indexOf('.md') + 3));
    expect(from).toBeGreaterThan(0);
    expect(listed).toEqual(sorted.map((m) => `  ${m}`));
  });
});
