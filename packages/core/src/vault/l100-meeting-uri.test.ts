/**
 * L100 (leftovers, session 28): a meeting given as Obsidian's own link to the note — `obsidian://open?vault=…&file=…`
 * ("Copy Obsidian URL"), `obsidian://open?path=…`, the `obsidian://vault/…` shorthand, the Advanced URI plugin's
 * `obsidian://adv-uri?vault=…&filepath=…` — or as a `file:///…` URL was "meeting not found". Now a link to a note of
 * this vault (vault name = the vault folder's name, in NFC or NFD, any case; the file with or without `.md`,
 * percent-encoded) names that meeting, and any other is refused saying why (another vault: named). A `file:///x`
 * path given to a tool is refused as a URL and "not found" quotes a path as it was given (it said `file:/x`).
 * Real files: a temp copy of the sample vault in a folder named `Café notes` (NFD on disk).
 */
import { cp, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config/index.js';
import { NotFoundError, PathSafetyError } from '../errors/index.js';
import { resolveSafePath } from '../paths/resolve-safe-path.js';
import { makeTempDir, sampleVaultPath, type TempDir } from '../test-support/temp-vault.js';
import { resolveMeeting } from './resolve-meeting.js';
import { openVault, type Vault } from './vault.js';

const NAME = '2026-03-09 Remote control kickoff';
const NOTE = `Meetings/${NAME}.md`;
const VAULT_NFD = 'Café notes'.normalize('NFD');
let dir: TempDir;
let vault: Vault;
beforeEach(async () => {
  dir = await makeTempDir('ma-l100-');
  const root = path.join(dir.root, VAULT_NFD);
  await mkdir(root);
  await cp(sampleVaultPath, root, { recursive: true });
  vault = await openVault(root, parseConfig(undefined));
});
afterEach(async () => dir.cleanup());

const enc = encodeURIComponent;
const caught = (ref: string): Promise<Error> =>
  resolveMeeting(vault, ref).then(
    (found) => new Error(`resolved to ${found}`),
    (e: unknown) => e as Error,
  );

describe('L100: obsidian:// and file:// links as the meeting', () => {
  it('L100: every form of a link to a note of this vault names that meeting (name NFC or NFD, any case, .md optional)', async () => {
    const abs = path.join(vault.root, NOTE);
    const forms = [
      `obsidian://open?vault=${enc('Café notes'.normalize('NFC'))}&file=${enc(`Meetings/${NAME}`)}`,
      `obsidian://open?vault=${enc(VAULT_NFD.toLowerCase())}&file=${enc(`${NAME}.md`)}`,
      `obsidian://open?file=${enc(NAME)}&vault=${enc('Café notes')}&paneType=tab`,
      `obsidian://open?path=${enc(abs)}`,
      `obsidian://vault/${enc('Café notes')}/Meetings/${enc(`${NAME}.md`)}`,
      `obsidian://adv-uri?vault=${enc('Café notes')}&filepath=${enc(`Meetings/${NAME}`)}&heading=Notes`,
      pathToFileURL(abs).href,
      `  ${pathToFileURL(abs).href}  `,
    ];
    for (const ref of forms) expect(await resolveMeeting(vault, ref), ref).toBe(NOTE);
  });

  it('L100: a link to another vault, by ID, outside the vault, to no note, or another scheme is refused saying why, quoting it as typed', async () => {
    const other = `obsidian://open?vault=Work&file=${enc(`Meetings/${NAME}`)}`;
    const e1 = await caught(other);
    expect(NotFoundError.isInstance(e1)).toBe(true);
    expect(e1.message).toContain(`meeting "${other}"`);
    expect(e1.message.normalize('NFC')).toContain('the vault "Work", not in this vault ("Café notes")');
    const byId = await caught('obsidian://open?vault=ef6ca3e3b524d22f&file=x');
    expect(byId.message).toContain('names its vault by an ID (ef6ca3e3b524d22f)');
    const outside = pathToFileURL(path.join(dir.root, 'elsewhere', `${NAME}.md`)).href;
    const e2 = await caught(outside);
    expect(NotFoundError.isInstance(e2)).toBe(true);
    expect(e2.message).toContain(
      `meeting "${outside}" names "${path.join(dir.root, 'elsewhere', `${NAME}.md`)}"`,
    );
    expect(e2.message).toContain('not inside this vault');
    expect((await caught('obsidian://search?vault=x&query=budget')).message).toContain(
      '"search" link, which names no note',
    );
    expect((await caught('https://example.com/Meetings/x')).message).toContain('is a https: address');
    const missing = await caught(
      `obsidian://open?vault=${enc('Café notes')}&file=${enc('Remote control kickof')}`,
    );
    expect(NotFoundError.isInstance(missing)).toBe(true);
    expect(missing.message).toContain(`did you mean "${NAME}"`);
    expect((await caught('obsidian://open?vault=Caf%E9&file=x')).message).toContain('malformed %-escape');
  });

  it('L100: a file:// URL given as a path is refused as a URL, and "not found" quotes the path as it was given', async () => {
    const url = (await resolveSafePath(vault.root, 'file:///etc/passwd', {
      argument: 'path',
      mustExist: true,
    }).catch((e: unknown) => e)) as PathSafetyError;
    expect(PathSafetyError.isInstance(url)).toBe(true);
    expect(url.message).toContain('a URL');
    expect(url.message).toContain('"file:///etc/passwd"');
    const missing = (await resolveSafePath(vault.root, 'Notes//nothere.md', {
      argument: 'path',
      mustExist: true,
    }).catch((e: unknown) => e)) as NotFoundError;
    expect(NotFoundError.isInstance(missing)).toBe(true);
    expect(missing.message).toBe('file not found: Notes//nothere.md');
  });
});
