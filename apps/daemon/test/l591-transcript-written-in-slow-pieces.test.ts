/**
 * L591: a transcript a live transcription writes a piece at a time, each piece further apart than
 * `daemon.debounceMs` (a chunk every few seconds), was summarized once per piece: every piece settled
 * within the window, and each made a run of the transcript so far (`transcript-changed`) and a "summary
 * ready" notice — ten pieces, ten runs, ten paid model runs. Now the daemon keeps the pace of a
 * transcript's pieces and waits for twice the longest gap between them before a run: the run after the
 * first piece (nothing tells it more is coming) and one once the writing stopped, from the whole file.
 * Built `ma-daemon` child process, temp vault, a real file appended to, offline engine.
 * Spec: apps/daemon/README.md (Watching: a run waits until the meeting's transcript is stable; L362).
 */
import { createHash } from 'node:crypto';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { entries, M, sleep, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

describe('L591: a transcript written in pieces slower than the settle window', () => {
  it('L591: sixteen pieces 3 windows apart make at most the first run and one from the whole transcript, not a run per piece', async () => {
    const vault = await t.vault({ daemon: { debounceMs: 300 } });
    const name = '2026-11-20 Live transcription';
    const d = t.daemon(vault);
    await d.ready();
    await vault.writeMeeting(name, 'ended');
    const file = vault.abs(`Transcripts/${name}.md`);
    await writeFile(file, `---\nmeeting: "[[Meetings/${name}]]"\nlanguage: en\n---\n`);
    const speakers = ['Alice Moreau', 'Ben Okafor'];
    for (let i = 0; i < 16; i++) {
      await appendFile(
        file,
        `[00:${String(i).padStart(2, '0')}:00] **${speakers[i % 2]}:** We decided to use rubber for the casing, piece ${i + 1}.\n`,
      );
      await sleep(900);
    }
    const whole = `sha256:${createHash('sha256')
      .update(await readFile(file))
      .digest('hex')}`;
    await waitFor('the summary of the whole transcript', async () =>
      (await readFile(vault.abs(`Summaries/${name}.md`), 'utf8').catch(() => '')).includes(whole),
    );
    const runs = await entries(vault, 'run start', M(name));
    // Two runs when the pieces come on time; a loaded machine that sleeps past 1.8 s between two pieces
    // (twice the longest gap so far) may add one or two more. Without L591 a run follows most pieces (7-9 of the 16 here, on a loaded machine).
    expect(runs.length).toBeLessThanOrEqual(4);
    d.child.kill('SIGTERM');
    expect(await d.exited).toEqual({ code: 0, signal: null });
  });
});
