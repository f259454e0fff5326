/**
 * `add_dictation_word`: appends `- <word>` to the dictation list (config
 * `files.dictation`, created when missing) unless a list item equal to it is already there:
 * compared as core `personKey` compares names (any case, NFC/NFD, full width, runs of white
 * space), among the note's Markdown list items ({@link dictationWords}; never its frontmatter,
 * code blocks or comments; review12 Y7). The write is audited.
 * A word is one line of plain text: line breaks, control characters and `*` are refused
 * (`plainTextArg`), and so is a word that starts with Markdown structure (`- `, `+ `, `> `,
 * `# `, `1. `, `[ ]`/`[x]`): it would nest a list item or a checkbox (`- - [x] x`) instead of
 * adding a word; so is a word the list would read as something else (`---` a horizontal rule, `#tag` a
 * tag, `[[x]]` a link, `<!--` a comment, ``` a code block: {@link dictationWordMarkup}; T58). Refused rather than stripped or escaped, so the model learns the rule and the list never
 * holds a word nobody asked for. A word that only looks like a listed one (`Kin\u0435tic` with a Cyrillic `\u0435`
 * beside `Kinetic`: core `lookalikeOf`) is refused naming it (review7 T8).
 * Spec: docs/vault-format.md (Dictation.md); seed 003, "External project write is audited"
 * (every write outside summary/context is recorded).
 */
import {
  applyWrite,
  countNoun,
  editFileAtomic,
  ensureParentFolder,
  markdownListItems,
  personKey,
} from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { refuse } from '../output/refusal.js';
import { auditWrite } from '../session/audit-write.js';
import { withCallFileLock } from '../session/call-file-lock.js';
import type { ToolSession } from '../session/tool-session.js';
import { dictationWordMarkup } from './dictation-word-markup.js';
import { refuseLookalike } from './lookalike-refusal.js';
import { resolveOwnFile } from './own-file.js';
import { plainTextArg } from './plain-text-arg.js';

/** Arguments of `add_dictation_word`. */
export const AddDictationWordInputSchema = lazySchema(() =>
  z.object({
    word: z.string().describe('Word or phrase the transcriber should know.'),
  }),
);

/** Markdown block structure at the start of a word: list/quote/heading markers, ordered items, checkboxes. */
const MARKDOWN_START = /^(?:[-+>]|#{1,6}|\d{1,9}[.)])(?:\s|$)|^\[[ xX]?\]/;

/**
 * The words of a dictation note: the text of every Markdown list item of its body, as Obsidian
 * shows it (core `markdownListItems`: bullet, ordered and task items, nested ones too, inline
 * markup removed), in file order. The frontmatter (its `tags`/`aliases` lists), code blocks and
 * HTML comments hold no words; headings and prose are ignored.
 * @param text the dictation note's text (`''` when the file is missing).
 * Spec: docs/vault-format.md (Dictation.md: a list of `- word` items); review12 Y7.
 */
export function dictationWords(text: string): Promise<string[]> {
  return markdownListItems(text);
}

/** Creates `add_dictation_word` for one session. */
export function createAddDictationWordTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof AddDictationWordInputSchema>> {
  return defineTool({
    description:
      'Add a word or phrase (name, product, jargon) that the transcriber misheard to the dictation list.',
    inputSchema: AddDictationWordInputSchema(),
    run: async (args, call) => {
      const word = plainTextArg('word', args.word, { creates: true });
      if (MARKDOWN_START.test(word)) {
        refuse(
          `word ${JSON.stringify(word)} starts with a list, checkbox, quote or heading marker`,
          'give the word or phrase alone (one line of plain text), e.g. "Kinetic"',
        );
      }
      // T58: `---`, `#tag`, `[[x]]`, `<!--`, ``` would make the item a rule, tag, link, comment, code block.
      const markup = await dictationWordMarkup(word);
      if (markup !== null) {
        refuse(
          `word ${JSON.stringify(word)} would become ${markup} in the dictation list, not a word; nothing changed`,
          'give the word or phrase alone as plain text, e.g. "Kinetic"',
        );
      }
      const { abs, rel } = await resolveOwnFile(session, 'files.dictation');
      return withCallFileLock(session.vault, abs, call.signal, async () => {
        // Redone on the newer text when the user saves the list meanwhile: no save is lost.
        let count = 0;
        // S2: a list configured in a folder that does not exist yet (`Vocab/Dictation.md`) is created with its
        // folder, as a missing list in the vault root is created; only once the word is known to be added.
        const { before, after } = await editMakingFolder(abs, async (text) => {
          const items = await dictationWords(text ?? '');
          count = items.length;
          // The same word in any case, Unicode form (NFC/NFD) or width is already listed (Y7).
          const key = personKey(word);
          if (items.some((i) => personKey(i) === key)) return null;
          refuseLookalike('word', word, items, 'the word'); // T8: `Kin\u0435tic` beside `Kinetic`
          return applyWrite(text, { kind: 'append' }, `- ${word}\n`).text;
        });
        if (after === null || after === before) return `"${word}" is already in ${rel}; nothing changed`;
        await auditWrite(session, rel, before, after);
        return `added "${word}" to ${rel} (now ${countNoun(count + 1, 'item')})`;
      });
    },
  });
}

/**
 * core `editFileAtomic` for a file whose folder may be missing: when the edit has something to write and the write
 * fails because the folder does not exist (`ENOENT`), the folder is created (core `ensureParentFolder`; `abs` was
 * checked by `vault.resolve`, whose deepest-existing-ancestor check keeps new folders inside the vault) and the edit
 * is made again. A refused or unchanged edit creates nothing.
 * @throws whatever `editFileAtomic` or `edit` throws
 * Spec: docs/tools.md (Write modes: create the file if missing); reviewA S2 (session 20).
 */
async function editMakingFolder(
  abs: string,
  edit: Parameters<typeof editFileAtomic>[1],
): ReturnType<typeof editFileAtomic> {
  try {
    return await editFileAtomic(abs, edit);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await ensureParentFolder(abs);
    return editFileAtomic(abs, edit);
  }
}
