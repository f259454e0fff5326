import { type OwnFileSetting, ownFilePlaceProblem } from '@ma/core';
import { refuse } from '../output/refusal.js';
import type { ToolSession } from '../session/tool-session.js';

/** Top-level folders of other programs that a configured note may not lead into (through a symlink). */
const OTHER_PROGRAMS = new Set(['.obsidian', '.git']);

/**
 * Resolves the configured glossary or dictation list for a tool, where the configured path leads (a symlink
 * followed): `{ abs, rel }`. The configuration check refuses such a file in a place no tool may read or write it
 * for the model (the configuration file, a meeting note, another project's file, …; core's `ownFilePlaceProblem`);
 * this checks the place the path leads to, so a symlink cannot take the tool there either.
 *
 * Spec: docs/vault-format.md, Configuration (`files`); review5 Q1.
 *
 * @param session - the tool session (its vault and configuration)
 * @param setting - `files.glossary` or `files.dictation`
 * @returns the absolute and vault-relative (`/`-separated) path of the file, which may not exist yet
 * @throws ToolRefusal when the file leads to a forbidden place; whatever `vault.resolve` throws for an unsafe path
 */
export async function resolveOwnFile(
  session: ToolSession,
  setting: 'files.glossary' | 'files.dictation',
): Promise<{ abs: string; rel: string }> {
  const configured =
    setting === 'files.glossary' ? session.vault.config.files.glossary : session.vault.config.files.dictation;
  const kind = setting === 'files.glossary' ? 'glossary' : 'dictation';
  const { abs, rel } = await session.vault.resolve(configured, { argument: kind, kind: 'file' });
  const top = rel.split('/')[0]?.normalize('NFC').toLowerCase() ?? '';
  const problem = OTHER_PROGRAMS.has(top)
    ? `a Markdown note of its own inside the vault, not a file of another program (${top})`
    : ownFilePlaceProblem(session.vault.config, rel, setting satisfies OwnFileSetting);
  if (problem !== null) {
    const shown = rel === configured ? `"${configured}"` : `"${configured}" (which leads to ${rel})`;
    refuse(
      `${setting} is ${shown}: expected ${problem}`,
      `${setting === 'files.glossary' ? 'nothing was read' : 'nothing was written'}; tell the user to point ${setting} in meeting-assistant.json at a note of its own (e.g. "${kind === 'glossary' ? 'Glossary.md' : 'Dictation.md'}")`,
    );
  }
  return { abs, rel };
}
