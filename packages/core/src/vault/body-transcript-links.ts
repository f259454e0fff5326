import { readLinkAt } from '../names/index.js';
import { hideComments } from '../notes/hide-comments.js';
import { markdownHeadings } from '../notes/markdown-headings.js';
import { mediaKind } from './media-kind.js';

/**
 * A link in a meeting note's body that may name its transcript (see {@link bodyTranscriptLinks}).
 */
export interface BodyTranscriptLink {
  /** The link as written (`[[Standup transcript]]`, `![[Transcripts/x]]`, `[x](x%20y.md)`). */
  link: string;
  /** 1-based line of the note file (frontmatter counted). */
  line: number;
  /**
   * `label`: on a `Transcript:` line (`**Transcript:**`, `- Transcript:`, Dataview `Transcript::`);
   * `heading`: in the section under a heading `Transcript` (any level, until the next heading at
   * that level or above); `embed`: an embed (`![[…]]`, `![x](…)`) anywhere else in the body, which
   * names the transcript only when it leads into the transcripts folder (the caller checks).
   */
  how: 'label' | 'heading' | 'embed';
}

/** A `Transcript:` label at the start of a line (list marker, bold/italic, Dataview `::` allowed); group 1: the rest. */
const LABEL =
  /^\s{0,3}(?:[-*+]\s+|>\s*)?(?:\*\*|__|\*|_)?transcript(?:\*\*|__|\*|_)?\s*::?\s*(?:\*\*|__|\*|_)?(.*)$/i;
/** A fence line (``` or ~~~, up to 3 spaces of indent). */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The links of one line (`text` of the note), each with its raw text; web addresses are not notes. */
function linksOf(line: string): { raw: string; embed: boolean }[] {
  const out: { raw: string; embed: boolean }[] = [];
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '`') {
      // An inline code span is not a link.
      const close = line.indexOf('`', i + 1);
      if (close === -1) break;
      i = close;
      continue;
    }
    if (ch !== '[' && !(ch === '!' && line[i + 1] === '[')) continue;
    const at = readLinkAt(line, i);
    if (at === null) continue;
    const target = at.link.target;
    // N7 (session 32): an embedded recording or picture under `## Transcript` is no transcript link.
    if (target !== '' && !/^[a-z][a-z0-9+.-]+:/i.test(target) && mediaKind(target) === null)
      out.push({ raw: line.slice(i, at.end), embed: at.embed });
    i = at.end - 1;
  }
  return out;
}

/**
 * The links a meeting note's body gives for its transcript, the ways Obsidian users write it when
 * the note has no `transcript:` property: a `Transcript:` label line (`Transcript: [[2026-12-01
 * Standup transcript]]`, `**Transcript:** [x](x%20y.md)`, `- Transcript:: [[…]]`), the lines of a
 * `## Transcript` section (`[[…]]`, `![[…]]`, a Markdown link on a line of its own or in running text),
 * and embeds (`![[…]]`) anywhere in the body (kept as `embed`: the caller uses one only when it leads
 * into the transcripts folder). Comments (`%% … %%`, `<!-- -->`), fenced code and inline code are no
 * links; web addresses are not notes. In the body's order, each link text once (its first place).
 * Pure; never throws.
 * @param body the note's body (`ParsedNote.body`); `bodyStartLine` its first line's 1-based number in the file.
 * @returns the links, `[]` when there is none.
 * Spec: docs/vault-format.md, Meeting note (a transcript linked in the body); newcomer review F18.
 */
export function bodyTranscriptLinks(body: string, bodyStartLine: number): BodyTranscriptLink[] {
  if (!body.includes('[')) return [];
  const text = hideComments(body).text;
  const lines = text.split(/\r?\n/);
  // The lines under a `Transcript` heading (0-based, heading line excluded).
  const inSection = new Set<number>();
  const headings = markdownHeadings(text);
  headings.forEach((h, n) => {
    if (!/^transcript:?$/i.test(h.text.replace(/[*_`]/g, '').trim())) return;
    const next = headings.slice(n + 1).find((o) => o.depth <= h.depth);
    const stop = next === undefined ? lines.length : next.line;
    for (let i = h.end + 1; i < stop; i++) inSection.add(i);
  });
  const out: BodyTranscriptLink[] = [];
  const seen = new Set<string>();
  let fence: string | null = null;
  lines.forEach((line, i) => {
    const f = FENCE.exec(line);
    if (fence !== null) {
      if (f && f[1]?.[0] === fence[0] && (f[1]?.length ?? 0) >= fence.length) fence = null;
      return;
    }
    if (f) {
      fence = f[1] ?? null;
      return;
    }
    const label = LABEL.exec(line);
    const how: BodyTranscriptLink['how'] | null =
      label !== null ? 'label' : inSection.has(i) ? 'heading' : null;
    for (const found of linksOf(label !== null ? (label[1] ?? '') : line)) {
      const as = how ?? (found.embed ? 'embed' : null);
      if (as === null || seen.has(found.raw)) continue;
      seen.add(found.raw);
      out.push({ link: found.raw, line: bodyStartLine + i, how: as });
    }
  });
  return out;
}
