import { readText } from '../fs/read-text-or-null.js';
import { frontmatterLink } from '../names/index.js';
import { frontmatterProperties } from '../notes/frontmatter-property.js';
import { parseNote } from '../notes/index.js';
import { asString } from './frontmatter-values.js';
import { resolveWikilink } from './resolve-wikilink.js';
import type { Vault } from './vault.js';

/**
 * The meeting note a note's `meeting:` property resolves to (its vault path as spelled on disk:
 * `Sync.md` and `sync.md` are two meetings), else the link as written (`link:…`: a link that does
 * not resolve, or resolves to several notes); NFC; null without a `meeting:` link.
 */
async function meetingOf(vault: Vault, rel: string): Promise<string | null> {
  const safe = await vault.resolve(rel, { argument: 'note', mustExist: true, kind: 'file' });
  const link = meetingLinkOf(await readText(safe.abs));
  if (link === null) return null;
  const found = await resolveWikilink(vault, link, safe.rel).catch(() => null);
  return (found ?? `link:${link}`).normalize('NFC');
}

/**
 * The `meeting:` frontmatter link of a note's text as written (`[[Meetings/Sync]]` gives
 * `Meetings/Sync`), or null when it has none. Synchronous: a one-shot search's blocking run asks it
 * first, since a numbered note without the link is never {@link linksAnotherMeeting}'s note of its own.
 * Spec: breaker L419; V243.
 */
export function meetingLinkOf(text: string): string | null {
  const data = frontmatterProperties(parseNote(text).frontmatter?.data ?? {}, ['meeting']);
  return frontmatterLink(data.meeting) ?? asString(data.meeting);
}

/**
 * Whether the numbered note `rel` (`X (2).md`, `X 2.md`) and the note `originalRel` (`X.md`) beside
 * it link (`meeting:`) two DIFFERENT meeting notes: then `rel` is a note of its own, never a copy of
 * `originalRel` (a duplicate or sync copy repeats its original's link). The product names a second
 * summary and context note `X (2).md` itself when two meetings' names meet (`Standup #3 [x]` and
 * `Standup 3 x` both give `Standup 3 x`; `Sync.md` and `sync.md`): such a summary was left out of
 * the past meetings and search, and `ma doctor` advised deleting it as a sync copy (breaker L419).
 * False when either note is unreadable or lacks the link, or both name the same note (a copy, as
 * before): compared by the note each resolves to, as spelled on disk, else as written. Never throws.
 * Spec: docs/hostile-cases.md, Numbered copies of summaries; breaker L419.
 */
export async function linksAnotherMeeting(vault: Vault, rel: string, originalRel: string): Promise<boolean> {
  try {
    const mine = await meetingOf(vault, rel);
    if (mine === null) return false;
    const theirs = await meetingOf(vault, originalRel);
    return theirs !== null && theirs !== mine;
  } catch {
    return false;
  }
}
