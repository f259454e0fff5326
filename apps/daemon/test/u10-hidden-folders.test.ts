/**
 * Review U10: a hidden folder configured as a content folder (`folders.meetings: ".meetings"`,
 * `Meetings/.team`, `.transcripts`, `.summaries`, `.projects`) used to stop the daemon at start with
 * a stack trace ("the watcher reported ready but watches nothing") or leave it deaf to the folder;
 * now the configuration is refused with a clear message (exit 1, no stack). A hidden folder inside
 * the meetings folder (`Meetings/.archive/`) is ignored, before start and while running, and the
 * daemon keeps working. The built `ma-daemon` child process, the real watcher, the offline engine.
 * Spec: review U10; docs/vault-format.md (Configuration); issue 12 (dot folders are ignored).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  entries,
  readLog,
  type TestVault,
  testResources,
  waitFor,
  waitForQuietLook,
} from './daemon-harness.js';

const t = testResources();

/** Sets the vault's `folders` section (creating the folders) and returns the vault. */
async function withFolders(vault: TestVault, folders: Record<string, string>): Promise<TestVault> {
  const config = JSON.parse(await readFile(vault.abs('meeting-assistant.json'), 'utf8'));
  config.folders = folders;
  await writeFile(vault.abs('meeting-assistant.json'), `${JSON.stringify(config, null, 2)}\n`);
  for (const folder of Object.values(folders)) await mkdir(vault.abs(folder), { recursive: true });
  return vault;
}

describe('U10: hidden folders and ma-daemon', () => {
  it('U10: a hidden meetings, transcripts, summaries or projects folder is refused at start with a clear message, never a crash', async () => {
    for (const folders of <Record<string, string>[]>[
      { meetings: '.meetings' },
      { meetings: 'Meetings/.team' },
      { meetings: '.meetings', transcripts: '.transcripts' },
      { summaries: '.summaries' },
      { projects: '.projects' },
    ]) {
      const vault = await withFolders(await t.vault(), folders);
      const daemon = t.daemon(vault);
      const { code } = await daemon.exited;
      const [key, value] = Object.entries(folders).at(-1) ?? [];
      const stderr = daemon.stderr();
      expect(code, JSON.stringify(folders)).toBe(1);
      expect(stderr).toContain(`folders.${key}: expected a folder that is not hidden`);
      expect(stderr).toContain(`got "${value}"`);
      expect(stderr).not.toMatch(/\bat .*\.js:\d+|watches nothing|TypeError|Error:/);
    }
  }, 120_000);

  it('U10: a hidden folder inside the meetings folder is ignored, before start and while running; the daemon keeps working', async () => {
    const vault = await t.vault();
    const NAME = '2026-11-20 Remote control kickoff';
    await vault.writeTranscript(NAME);
    await vault.writeMeeting(NAME, 'ended');
    await mkdir(vault.abs('Meetings/.archive'), { recursive: true });
    await vault.writeAtomic(
      'Meetings/.archive/Old.md',
      (await vault.read(`Meetings/${NAME}.md`)).replace(NAME, 'Old'),
    );
    const daemon = t.daemon(vault);
    await daemon.ready();
    await waitFor(
      'the summary',
      async () => (await entries(vault, 'run done', `Meetings/${NAME}.md`)).length === 1,
    );
    await vault.writeAtomic(
      'Meetings/.archive/Older.md',
      (await vault.read('Meetings/.archive/Old.md')).replace('Old', 'Older'),
    );
    const later = '2026-11-21 Remote control design';
    await vault.writeTranscript(later);
    await vault.writeMeeting(later, 'ended');
    await waitFor(
      'the live summary',
      async () => (await entries(vault, 'run done', `Meetings/${later}.md`)).length === 1,
    );
    // The live run's own writes looked at: the hidden note, written before it, settled earlier (no
    // fixed wait: L158).
    await waitForQuietLook(
      vault,
      `Meetings/${later}.md`,
      (await readLog(vault))
        .map((e) => e.msg === 'run start' && e.meeting === `Meetings/${later}.md`)
        .lastIndexOf(true),
    );
    const log = await readLog(vault);
    expect(log.filter((e) => e.msg === 'run start').map((e) => e.meeting)).toEqual([
      `Meetings/${NAME}.md`,
      `Meetings/${later}.md`,
    ]);
    expect(log.filter((e) => e.level >= 50)).toEqual([]);
    expect(daemon.child.exitCode).toBeNull();
  }, 120_000);
});
