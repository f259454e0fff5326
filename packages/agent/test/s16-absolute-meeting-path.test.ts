/**
 * Review S16: `summarizeMeeting` / `openMeetingSession` given the absolute path of a meeting note
 * inside the vault answered `meeting: path must be relative ("/…/Meetings/x.md")` without saying
 * what to send. The refusal (nothing written) now names the vault-relative form; a path outside
 * the vault is refused as before, naming nothing of the vault. A temp copy of the sample vault,
 * the extractive engine (no model).
 * Spec: reviewA S16; docs/contracts.md, Vault model (`resolveMeeting`); packages/agent/README.md.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openMeetingSession, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('S16: an absolute meeting path inside the vault is refused naming its vault-relative form', () => {
  it('S16: summarizeMeeting and openMeetingSession name "Meetings/….md"; a path outside the vault does not; nothing written', async () => {
    h = await startHarness([], { model: null });
    const before = (await readdir(h.root, { recursive: true })).sort();
    const absolute = path.join(h.root, FUNCTIONAL);
    const hint = `it lies inside the vault: give the vault-relative path "${FUNCTIONAL}" or the meeting's name`;
    await expect(
      summarizeMeeting({ vault: h.vault, meeting: absolute, env: {}, engine: 'extractive' }),
    ).rejects.toThrow(hint);
    await expect(openMeetingSession({ vault: h.vault, meeting: absolute })).rejects.toThrow(hint);
    await expect(openMeetingSession({ vault: h.vault, meeting: absolute, lockAt: 'finish' })).rejects.toThrow(
      hint,
    );
    const outside = path.join(path.dirname(h.root), 'elsewhere', 'x.md');
    const refused = await openMeetingSession({ vault: h.vault, meeting: outside }).catch((e: Error) => e);
    expect(String((refused as Error).message)).toContain('path must be relative');
    expect(String((refused as Error).message)).not.toContain('inside the vault');
    expect((await readdir(h.root, { recursive: true })).sort()).toEqual(before);
  });
});
