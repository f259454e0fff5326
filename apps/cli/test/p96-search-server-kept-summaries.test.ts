/**
 * P96 (issue 13, goal f): `ma search-server` looked at every summary note again for every search
 * (the folder's listing, one `lstat` or one `find` line per note, the index), so its answer cost
 * grew with the summaries outside the scope. It now keeps the summaries' look between searches
 * while a file watcher on the summaries folder's tree proves nothing there changed, reads the
 * events pending before each search, and checks the folder's path; its log says which
 * ("summaries unchanged, kept" / "summaries looked at"). What a user sees is the same as without the
 * server, byte for byte, after every kind of change made by another program just before the search:
 * a note rewritten in place (same size, its modification time put back), one renamed, one removed,
 * a new subfolder with a note, a subfolder or the folder replaced by another (and an edit in the new
 * one), the folder made a symbolic link.
 * Every `ma` is the built `bin/ma.js`; the edits are made by `sh`, `mv`, `touch`, `ln`.
 */

import { type ChildProcess, spawnSync } from 'node:child_process';
import path from 'node:path';
import { copySampleVault, type SampleVaultCopy, sampleVaultPath } from '@ma/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MaResult, runMa } from './run-ma.js';

const MEETING = '2026-03-11 Remote control conceptual design';
const KICKOFF = 'Summaries/2026-03-09 Remote control kickoff.md';
const LINE = ['kickoff', '--meeting', MEETING];

let vault: SampleVaultCopy;
let server: ChildProcess;
let serverLog: () => string;
let serverDone: Promise<MaResult>;

/** The server's "answered" log lines so far. */
const answers = () =>
  serverLog()
    .split('\n')
    .filter((l) => l.startsWith('ma search-server: answered'));

async function until(check: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Runs `script` with `sh` in the vault: another program edits it. */
function sh(script: string): void {
  const r = spawnSync('sh', ['-c', script], { cwd: vault.root, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
}

beforeAll(async () => {
  vault = await copySampleVault();
  serverDone = runMa(['search-server', '--vault', vault.root], {
    onSpawn: (child, output) => {
      server = child;
      serverLog = output.stderr;
    },
  });
  await until(() => serverLog().includes('answering `ma search`'));
}, 60_000);

afterAll(async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await serverDone;
  }
  await vault.cleanup();
});

const said = (r: MaResult) => `exit ${r.code}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`;

/**
 * `ma search` with the server (right after whatever the test did), then alone: the same output, the
 * first answered by the server; returns the server's log line for it and the output.
 */
async function served(): Promise<{ log: string; out: string }> {
  const before = answers().length;
  const withServer = await runMa(['search', ...LINE, '--vault', vault.root]);
  // The server's log line may reach this process a little after the client's exit.
  await until(() => answers().length > before, 10_000).catch(() => {});
  expect(answers().length, said(withServer)).toBe(before + 1);
  const alone = await runMa(['search', ...LINE, '--vault', vault.root], {
    env: { MA_NO_SEARCH_SERVER: '1' },
  });
  expect(said(withServer)).toBe(said(alone));
  return { log: answers()[before] as string, out: withServer.stdout };
}

describe('P96: the search server keeps the summaries look while nothing changed', () => {
  it('P96: a search after a search with nothing changed is answered from the kept look, with the same output', async () => {
    await served();
    const again = await served();
    expect(again.log).toContain('summaries unchanged, kept');
    expect(again.out).toContain(KICKOFF);
  });

  it('P96: a note rewritten in place by another program (same size, modification time put back) just before the search is seen', async () => {
    await served();
    expect((await served()).log).toContain('kept');
    // `remote-control` -> `remote-kontrol`: same size; `touch -r` puts the old times back.
    sh(
      `cp -p "${KICKOFF}" /tmp/p96-ref-$$ && sed 's/^projects: \\[remote-control\\]/projects: [remote-kontrol]/' "${KICKOFF}" > /tmp/p96-new-$$ && cat /tmp/p96-new-$$ > "${KICKOFF}" && touch -r /tmp/p96-ref-$$ "${KICKOFF}" && rm /tmp/p96-ref-$$ /tmp/p96-new-$$`,
    );
    const after = await served();
    expect(after.log).toContain('summaries looked at');
    expect(after.out).not.toContain(KICKOFF);
    sh(`sed -i 's/^projects: \\[remote-kontrol\\]/projects: [remote-control]/' "${KICKOFF}"`);
    const back = await served();
    expect(back.out).toContain(KICKOFF);
    expect((await served()).log).toContain('kept');
  });

  it('P96: a note renamed, removed, and a new subfolder with a note, each just before a search, are seen', async () => {
    await served();
    sh(`mv "${KICKOFF}" "Summaries/2026-03-09 Kickoff renamed.md"`);
    const renamed = await served();
    expect(renamed.log).toContain('looked at');
    expect(renamed.out).toContain('Summaries/2026-03-09 Kickoff renamed.md');
    expect((await served()).log).toContain('kept');
    sh(`rm "Summaries/2026-03-09 Kickoff renamed.md"`);
    const removed = await served();
    expect(removed.log).toContain('looked at');
    expect(removed.out).not.toContain('Kickoff renamed');
    expect((await served()).log).toContain('kept');
    sh(
      `mkdir Summaries/2026 && printf -- '---\\ndate: 2026-03-08\\nprojects: [remote-control]\\n---\\nAn early kickoff.\\n' > "Summaries/2026/2026-03-08 Early kickoff.md"`,
    );
    const added = await served();
    expect(added.log).toContain('looked at');
    expect(added.out).toContain('Summaries/2026/2026-03-08 Early kickoff.md');
    expect((await served()).log).toContain('kept');
    // An edit inside the new subfolder is seen too (it is watched from the look that found it).
    sh(
      `printf -- '---\\ndate: 2026-03-08\\nprojects: [elsewhere]\\n---\\nAn early kickoff.\\n' > "Summaries/2026/2026-03-08 Early kickoff.md"`,
    );
    const inner = await served();
    expect(inner.out).not.toContain('Early kickoff');
    expect((await served()).log).toContain('kept');
    // The subfolder replaced by another of the same name: an edit in the new one is seen.
    sh(
      `mv Summaries/2026 Summaries.2026-old && mkdir Summaries/2026 && printf -- '---\\ndate: 2026-03-07\\nprojects: [elsewhere]\\n---\\nAn earlier kickoff.\\n' > "Summaries/2026/2026-03-07 Earlier kickoff.md"`,
    );
    expect((await served()).log).toContain('looked at');
    expect((await served()).log).toContain('kept');
    sh(
      `printf -- '---\\ndate: 2026-03-07\\nprojects: [remote-control]\\n---\\nAn earlier kickoff.\\n' > "Summaries/2026/2026-03-07 Earlier kickoff.md"`,
    );
    const replacedInner = await served();
    expect(replacedInner.log).toContain('looked at');
    expect(replacedInner.out).toContain('Summaries/2026/2026-03-07 Earlier kickoff.md');
  });

  it('P96: the summaries folder replaced by another, then made a symbolic link, just before a search, is seen', async () => {
    await served();
    expect((await served()).log).toContain('kept');
    sh(
      `mv Summaries Summaries.old && mkdir Summaries && printf -- '---\\ndate: 2026-03-09\\nprojects: [remote-control]\\n---\\nkickoff, replaced.\\n' > "Summaries/2026-03-09 Replaced kickoff.md"`,
    );
    const replaced = await served();
    expect(replaced.log).toContain('looked at');
    expect(replaced.out).toContain('Summaries/2026-03-09 Replaced kickoff.md');
    expect(replaced.out).not.toContain(KICKOFF);
    expect((await served()).log).toContain('kept');
    // The new folder at the same path is watched too: an edit in it is seen.
    sh(
      `printf -- '---\\ndate: 2026-03-09\\nprojects: [elsewhere]\\n---\\nkickoff, replaced.\\n' > "Summaries/2026-03-09 Replaced kickoff.md"`,
    );
    const edited = await served();
    expect(edited.log).toContain('looked at');
    expect(edited.out).not.toContain('Replaced kickoff');
    expect((await served()).log).toContain('kept');
    // Made a symbolic link to the old folder (inside the vault): followed as a one-shot `ma search` follows it.
    sh('mv Summaries Summaries.replaced && ln -s Summaries.old Summaries');
    const linked = await served();
    expect(linked.log).toContain('looked at');
    expect(linked.out).not.toContain('Replaced kickoff');
    // Through a symbolic link nothing is kept: every search looks again.
    expect((await served()).log).toContain('looked at');
    sh('rm Summaries && mv Summaries.old Summaries');
    await served();
    expect((await served()).log).toContain('kept');
  });
});

describe('P166: the served search parses the meeting note once per version, and sees every edit of it', () => {
  const NOTE = `Meetings/${MEETING}.md`;
  /** `sed` on the meeting note by another program, the note's old times put back (`touch -r`): same size, same mtime. */
  const editNote = (expr: string) =>
    sh(
      `cp -p "${NOTE}" /tmp/p166-ref-$$ && sed '${expr}' "${NOTE}" > /tmp/p166-new-$$ && cat /tmp/p166-new-$$ > "${NOTE}" && touch -r /tmp/p166-ref-$$ "${NOTE}" && rm /tmp/p166-ref-$$ /tmp/p166-new-$$`,
    );

  it('P166: the meeting unbound from its project, then dated before the kickoff, between two served searches, is seen', async () => {
    // The tests above removed the kickoff summary: it is put back as the sample vault has it.
    sh(`cp "${path.join(sampleVaultPath(), KICKOFF)}" Summaries/`);
    expect((await served()).out).toContain(KICKOFF);
    expect((await served()).out).toContain(KICKOFF);
    // `remote-control` -> `remote-kontrol` (same size): nothing is bound any more.
    editNote('s/^  - remote-control$/  - remote-kontrol/');
    const unbound = await served();
    expect(unbound.out).not.toContain(KICKOFF);
    editNote('s/^  - remote-kontrol$/  - remote-control/');
    expect((await served()).out).toContain(KICKOFF);
    // Dated 2026-03-08 (same size): the kickoff of 2026-03-09 is no past meeting of it.
    editNote('s/^\\(date\\|start\\|end\\): 2026-03-11/\\1: 2026-03-08/');
    const earlier = await served();
    expect(earlier.out).not.toContain(KICKOFF);
    expect((await served()).out).not.toContain(KICKOFF);
    editNote('s/^\\(date\\|start\\|end\\): 2026-03-08/\\1: 2026-03-11/');
    expect((await served()).out).toContain(KICKOFF);
  });
});
