import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NotFoundError } from '../errors/index.js';
import { realpath } from '../fs/blocking-fs.js';
import type { Vault } from './vault.js';

/** `scheme://…` or `file:…`: a URL, never a vault path nor a note name (`:` cannot be in an Obsidian name). */
const URI = /^([a-zA-Z][a-zA-Z0-9+.-]+):(?:\/\/|(?=\/))/;

/** Obsidian's Advanced URI plugin actions (`obsidian://adv-uri?vault=…&filepath=…`). */
const ADVANCED_URI = new Set(['adv-uri', 'advanced-uri']);

/** A 16-digit hex vault ID (`obsidian://open?vault=ef6ca3e3b524d22f`), Obsidian's other way to name a vault. */
const VAULT_ID = /^[0-9a-f]{16}$/i;

/**
 * Whether `ref` (a meeting reference as typed) is a URL (`obsidian://…`, `file:///…`, `https://…`) rather than a
 * name or a vault path. Spec: leftovers L100 (session 28); docs/contracts.md, Vault model.
 */
export function isMeetingUri(ref: string): boolean {
  return URI.test(ref.trim());
}

/** Same vault name as Obsidian's folder name, under either Unicode normalization and any case. */
function sameName(a: string, b: string): boolean {
  return a.normalize('NFC').toLowerCase() === b.normalize('NFC').toLowerCase();
}

/** `value` percent-decoded (`+` stays a plus: Obsidian encodes a space as `%20`); null when malformed. */
function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The query parameters of `query` (without `?`), keys lower-cased, values decoded; null when one is malformed. */
function queryParams(query: string): Map<string, string> | null {
  const params = new Map<string, string>();
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decoded(eq < 0 ? pair : pair.slice(0, eq));
    const value = decoded(eq < 0 ? '' : pair.slice(eq + 1));
    if (key === null || value === null) return null;
    if (!params.has(key.toLowerCase())) params.set(key.toLowerCase(), value);
  }
  return params;
}

/**
 * An absolute file-system path (from `file://` or Obsidian's `path=`) as a vault-relative path, when it lies inside
 * the vault: compared with the vault's real root as written, then with the path's folder resolved through its
 * symlinks (a vault opened through a link: `~/vault` → a synced folder, macOS `/tmp` → `/private/tmp`).
 */
async function insideVault(vault: Vault, abs: string): Promise<string | null> {
  const inside = (p: string): string | null => {
    const rel = path.relative(vault.root, p);
    return rel === '' || rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep).join('/');
  };
  const direct = inside(path.resolve(abs));
  if (direct !== null) return direct;
  const folder = await realpath(path.dirname(path.resolve(abs))).catch(() => null);
  return folder === null ? null : inside(path.join(folder, path.basename(abs)));
}

/**
 * What a meeting URL names in `vault`, as a reference {@link resolveMeeting} takes: the vault-relative path or the
 * note name it carries. Understood forms (Obsidian's URI scheme, help.obsidian.md/uri, and its Advanced URI plugin):
 * - `obsidian://open?vault=<name>&file=<name or vault path, .md optional>`
 * - `obsidian://adv-uri?vault=<name>&filepath=<vault path>` (also `advanced-uri`)
 * - `obsidian://vault/<name>/<vault path>` (Obsidian's shorthand)
 * - `obsidian://open?path=<absolute path>`, `obsidian:///<absolute path>` and `file:///<absolute path>`
 * Values are percent-decoded (a `+` stays a plus); the vault name is compared with the vault folder's name in either
 * Unicode normalization and any case, the note as {@link resolveMeeting} compares names.
 * @param vault the opened vault (its folder's name is the vault's name, as in Obsidian).
 * @param ref what the user typed, unchanged: every message quotes it as given.
 * @returns null when `ref` is no URL (then it is a name or a path); otherwise the reference inside it.
 * @throws NotFoundError('meeting', ref) when the URL names no note of this vault, saying why: another vault (named),
 *   a vault ID (not comparable), a path outside this vault, an Obsidian action that names no note (`search`,
 *   `new`…), a malformed percent-encoding, or another scheme (`https:`).
 * Spec: leftovers L100 (session 28); docs/contracts.md, Vault model (`ma summarize <meeting>`).
 */
export async function meetingRefOfUri(vault: Vault, ref: string): Promise<string | null> {
  const typed = ref.trim();
  const scheme = URI.exec(typed)?.[1]?.toLowerCase();
  if (scheme === undefined) return null;
  const vaultName = path.basename(vault.root);
  const refuse = (why: string): never => {
    throw new NotFoundError('meeting', ref, `meeting ${JSON.stringify(ref)} ${why}`);
  };
  const fromAbsolute = async (abs: string): Promise<string> => {
    if (!path.isAbsolute(abs)) refuse(`gives a path that is not absolute (${JSON.stringify(abs)})`);
    const rel = await insideVault(vault, abs);
    if (rel === null)
      refuse(
        `names ${JSON.stringify(abs)}, which is not inside this vault ("${vaultName}"); give a meeting of this vault, or run ma with --vault set to the vault that holds it`,
      );
    return rel as string;
  };
  if (scheme === 'file') {
    let abs: string;
    try {
      abs = fileURLToPath(typed);
    } catch (error) {
      return refuse(`is not a file URL this system can open (${(error as Error).message})`);
    }
    return fromAbsolute(abs);
  }
  if (scheme !== 'obsidian')
    return refuse(
      `is a ${scheme}: address, not a note of this vault; give the meeting's name, its vault-relative path or its obsidian:// link`,
    );
  const rest = typed.slice('obsidian://'.length).replace(/#.*$/, '');
  const q = rest.indexOf('?');
  const action = (q < 0 ? rest : rest.slice(0, q)).replace(/\/+$/, '');
  const params = queryParams(q < 0 ? '' : rest.slice(q + 1));
  if (params === null) return refuse('has a malformed %-escape; copy the link again from Obsidian');
  if (action.startsWith('/')) {
    // `obsidian:///abs/path`: Obsidian's shorthand for `open?path=`.
    const abs = decoded(action);
    if (abs === null) return refuse('has a malformed %-escape; copy the link again from Obsidian');
    return fromAbsolute(abs);
  }
  let named: string | undefined;
  let file: string | undefined;
  if (action.toLowerCase().startsWith('vault/')) {
    // Shorthand `obsidian://vault/<vault>/<path>`: each part percent-encoded on its own.
    const parts = action.slice('vault/'.length).split('/').map(decoded);
    if (parts.some((p) => p === null))
      return refuse('has a malformed %-escape; copy the link again from Obsidian');
    named = parts[0] as string;
    file = (parts as string[]).slice(1).join('/');
  } else if (action.toLowerCase() === 'open' || ADVANCED_URI.has(action.toLowerCase())) {
    const abs = params.get('path');
    if (abs !== undefined && abs !== '') return fromAbsolute(abs);
    named = params.get('vault');
    file = ADVANCED_URI.has(action.toLowerCase()) ? params.get('filepath') : params.get('file');
  } else {
    return refuse(
      `is an Obsidian "${action}" link, which names no note; copy the note's link with Obsidian's "Copy Obsidian URL" (obsidian://open?vault=…&file=…)`,
    );
  }
  if (named !== undefined && named !== '' && !sameName(named, vaultName)) {
    if (VAULT_ID.test(named))
      refuse(
        `names its vault by an ID (${named}), which ma cannot match with this vault ("${vaultName}"); copy a link that names the vault, or give the meeting's name`,
      );
    refuse(
      `names a note in the vault "${named}", not in this vault ("${vaultName}"); run ma with --vault set to the "${named}" vault's folder, or give a meeting of this vault`,
    );
  }
  if (file === undefined || file.trim() === '')
    refuse(`names no note (it has no ${ADVANCED_URI.has(action.toLowerCase()) ? 'filepath' : 'file'}=)`);
  return file as string;
}
