/**
 * Reading the text of a subtitle cue with media-captions' WebVTT cue-text tokenizer.
 * Spec: issue #10 item 1 (Teams `<v Name>` voice spans, inline tags, timestamps, HTML entities);
 * docs/transcript-import.md.
 */
import { tokenizeVTTCue, VTTCue, type VTTNode } from 'media-captions';

/** A run of cue text and the voice (`<v Name>`) it was spoken in. Spec: issue #10 item 1 (Teams `<v Name>`). */
export interface CueVoiceText {
  /** The `<v>` span's name, trimmed; `null` for text outside any voice span. */
  voice: string | null;
  /** The text with tags removed and entities decoded; line breaks of the cue kept as `\n`. */
  text: string;
}

/**
 * True when `text` holds something that may be cue markup: a tag, a `<hh:mm:ss>` time, an entity or
 * an SSA `{\\…}` block. Spec: issue #10 item 2 (pasted WebVTT lines).
 */
export function hasCueMarkup(text: string): boolean {
  return /<\/?[A-Za-z][^>]*>|<\d{1,2}:\d{2}[^>]*>|&(?:amp|lt|gt|nbsp|quot|apos|lrm|rlm|#\d+|#x[0-9a-f]+);|\{\\[^}]*\}/i.test(
    text,
  );
}

/**
 * Splits a cue's text into voice runs: tags (`<b>`, `<i>`, `<u>`, `<c.x>`, `<lang>`, `<ruby>`,
 * `<font>`, inline `<00:00:05.000>` times) removed, HTML entities decoded (`&amp;` → `&`), SSA
 * override blocks (`{\an8}`) dropped. A `<` that starts no tag is kept as text. An address in angle
 * brackets inside a voice tag (`<v Eve <eve@x.com>>`, Teams-like) is dropped: the voice is `Eve` (N11). Adjacent runs of one
 * voice are joined; runs with only whitespace are dropped.
 * Spec: issue #10 item 1 (Teams `<v Name>text</v>`, inline tags, entities).
 * @param text - the cue payload (may hold several lines)
 * @returns the runs in order (empty when the cue holds only markup)
 */
export function readCueText(text: string): CueVoiceText[] {
  const source = text
    .replace(/\{\\[^}]*\}/g, '')
    // N11: a Teams-like `<v Eve <eve@x.com>>` (an address in angle brackets inside the voice tag, not
    // valid WebVTT) is the voice `Eve`: the address is dropped, so no `<eve@x.com` name, no stray `>`.
    .replace(/<v((?:\.[^\s<>]*)?\s+[^<>]*?)\s*<[^<>]*>\s*>/g, '<v$1>')
    .replace(/<(?![A-Za-z/]|\d{1,2}:\d)/g, '&lt;');
  const runs: CueVoiceText[] = [];
  const add = (voice: string | null, data: string) => {
    const last = runs[runs.length - 1];
    if (last && last.voice === voice) last.text += data;
    else runs.push({ voice, text: data });
  };
  const walk = (nodes: readonly VTTNode[], voice: string | null) => {
    for (const node of nodes) {
      if (node.type === 'text') add(voice, node.data);
      // V98: `<v> hi` (a voice tag with no name) gives a node without a voice: the voice around it.
      else
        walk(node.children, node.type === 'v' ? (node.voice as string | undefined)?.trim() || voice : voice);
    }
  };
  walk(tokenizeVTTCue(new VTTCue(0, 0, source)), null);
  return runs.filter((run) => run.text.trim() !== '');
}
