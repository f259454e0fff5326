/**
 * Newcomer R234: `ma doctor`'s fix for a transcript that is not UTF-8 named only
 * `iconv -f WINDOWS-1252 …`; run on a UTF-16 transcript, as the line said, that turns each
 * character's second byte into a NUL and the meeting still cannot be summarized. Now the fix line
 * names `-f UTF-16` for a UTF-16 file; this test runs that command as written and summarizes.
 * Built `ma`, sample-vault copy.
 * Spec: newcomer R234; docs/vault-format.md (UTF-8 text notes).
 */
import { execFileSync } from 'node:child_process';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

describe('R234: ma doctor names the conversion of a UTF-16 transcript', { timeout: 150_000 }, () => {
  it('R234: the fix line names -f UTF-16, and that command, run as written, makes the meeting summarizable', async () => {
    const name = '2026-11-26 wide';
    const file = join(t.vault.root, 'Transcripts', `${name}.md`);
    await writeFile(
      join(t.vault.root, 'Meetings', `${name}.md`),
      `---\ntitle: wide\ndate: 2026-11-26\nstatus: ended\ntranscript: "[[Transcripts/${name}]]"\n---\n`,
    );
    await writeFile(file, Buffer.from('\ufeffAnna: We decided to go.\nBob: I will send it.\n', 'utf16le'));
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    const fix = run.stdout
      .split('\n')
      .find((l) => l.startsWith('     fix: a transcript or note that is not UTF-8'));
    expect(fix, run.stdout).toContain('-f UTF-16 for one that is UTF-16');
    const iconv = /e\.g\. (iconv [^(]*)\(/.exec(fix ?? '')?.[1] ?? '';
    const command = iconv.replace('WINDOWS-1252', 'UTF-16').replaceAll('<file>', `'${file}'`);
    execFileSync('sh', ['-c', command]);
    const again = await runMa(['summarize', name, '--vault', t.vault.root]);
    expect(again.code, again.stderr).toBe(0);
  });
});

/**
 * review V177: the same fix line led with "import the file it came from again (`ma import` …)", which newcomer R233
 * found makes a second meeting note (dated today) for a note a meeting already links, the meeting still failing;
 * `ma summarize`'s own message stopped saying it (R233), the doctor's fix line did not. Now it names the in-place
 * conversion only; the Windows-1252 command, run as written, makes the meeting summarizable.
 */
describe('V177: ma doctor does not send a non-UTF-8 transcript to ma import', { timeout: 150_000 }, () => {
  it('V177: the fix line names the in-place conversion, not ma import, and its command works as written', async () => {
    const name = '2026-11-27 latin';
    const file = join(t.vault.root, 'Transcripts', `${name}.md`);
    await writeFile(
      join(t.vault.root, 'Meetings', `${name}.md`),
      `---\ntitle: latin\ndate: 2026-11-27\nstatus: ended\ntranscript: "[[Transcripts/${name}]]"\n---\n`,
    );
    await writeFile(
      file,
      Buffer.from('Anna: We decided to go to the caf\xe9.\nBob: I will send it.\n', 'latin1'),
    );
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    const fix = run.stdout
      .split('\n')
      .find((l) => l.startsWith('     fix: a transcript or note that is not UTF-8'));
    expect(fix, run.stdout).toBeDefined();
    expect(fix).not.toContain('`ma import`');
    expect(fix).not.toMatch(/import the file it came from/);
    const command = (/e\.g\. (iconv [^(]*)\(/.exec(fix ?? '')?.[1] ?? '').replaceAll('<file>', `'${file}'`);
    execFileSync('sh', ['-c', command]);
    const again = await runMa(['summarize', name, '--vault', t.vault.root]);
    expect(again.code, again.stderr).toBe(0);
  });
});

/**
 * review V178: V177's kind for line breaks: the fix line for a transcript of classic Mac (CR-only) line breaks said
 * "or `ma import` the file it came from", which for a note a meeting already links makes a second meeting note
 * (R233). Now it names the in-place conversion; its command, run as written, makes the meeting summarizable.
 */
describe('V178: ma doctor does not send a CR-only transcript to ma import', { timeout: 150_000 }, () => {
  it('V178: the line-breaks fix names the in-place conversion, not ma import, and its command works as written', async () => {
    const name = '2026-11-28 mac';
    const file = join(t.vault.root, 'Transcripts', `${name}.md`);
    await writeFile(
      join(t.vault.root, 'Meetings', `${name}.md`),
      `---\ntitle: mac\ndate: 2026-11-28\nstatus: ended\ntranscript: "[[Transcripts/${name}]]"\n---\n`,
    );
    await writeFile(file, 'Anna: We decided to go.\rBob: I will send it.\r');
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    const fix = run.stdout.split('\n').find((l) => l.startsWith('     fix: a stray CR'));
    expect(fix, run.stdout).toBeDefined();
    expect(fix).not.toContain('`ma import`');
    const command = (/e\.g\. (perl [^)]*)\)/.exec(fix ?? '')?.[1] ?? '').replaceAll('<file>', `'${file}'`);
    execFileSync('sh', ['-c', command]);
    const again = await runMa(['summarize', name, '--vault', t.vault.root]);
    expect(again.code, again.stderr).toBe(0);
  });
});

/**
 * review2 V211: L374 made `ma import` of a file a meeting links convert it to UTF-8 in place (no second
 * meeting), the rule V177/V178 were written against changed: their fix lines still said "importing it again
 * would make a second meeting note", now false (the import converts it, or refuses a UTF-8 one with nothing
 * written), and withheld the one command that converts safely. Now the encoding line names `ma import <file>`
 * as the in-place conversion it is; run as written it makes the meeting summarizable with no second meeting.
 */
describe('V211: ma doctor fix lines follow L374 (ma import converts a linked file in place)', {
  timeout: 200_000,
}, () => {
  it('V211: the encoding fix names ma import <file>, which run as written converts in place; no line claims a second meeting', async () => {
    const name = '2026-11-29 latin';
    const file = join(t.vault.root, 'Transcripts', `${name}.md`);
    await writeFile(
      join(t.vault.root, 'Meetings', `${name}.md`),
      `---\ntitle: latin\ndate: 2026-11-29\nstatus: ended\ntranscript: "[[Transcripts/${name}]]"\n---\n`,
    );
    await writeFile(
      file,
      Buffer.from('Anna: We decided to go to the caf\xe9.\nBob: I will send it.\n', 'latin1'),
    );
    await writeFile(
      join(t.vault.root, 'Meetings', '2026-11-29 mac.md'),
      '---\ntitle: mac\ndate: 2026-11-29\nstatus: ended\ntranscript: "[[Transcripts/2026-11-29 mac]]"\n---\n',
    );
    await writeFile(
      join(t.vault.root, 'Transcripts', '2026-11-29 mac.md'),
      'Anna: We decided.\rBob: I will.\r',
    );
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    expect(run.stdout).not.toContain('would make a second meeting note');
    const fix = run.stdout
      .split('\n')
      .find((l) => l.startsWith('     fix: a transcript or note that is not UTF-8'));
    const words = /\bor (ma import <file>) \(/.exec(fix ?? '')?.[1]?.split(' ');
    expect(words, fix).toEqual(['ma', 'import', '<file>']);
    const meetings = await readdir(join(t.vault.root, 'Meetings'));
    const imported = await runMa([
      ...(words ?? []).slice(1).map((w) => (w === '<file>' ? file : w)),
      '--vault',
      t.vault.root,
    ]);
    expect(imported.code, imported.stderr).toBe(0);
    expect((await readdir(join(t.vault.root, 'Meetings'))).sort()).toEqual(meetings.sort());
    const again = await runMa(['summarize', name, '--vault', t.vault.root]);
    expect(again.code, again.stderr).toBe(0);
  });
});
