/**
 * What the settings agent may read and change, each through one door: the configuration file
 * (validated with core's config schema before writing), the summary template (config
 * `summary.template`), the base prompt file (`prompt.basePromptFile`) and a project's AGENTS.md.
 * Every change is shown as a unified diff (`diff` library) and written (temp file + rename) only
 * after the user confirms it.
 * Spec: issue 11, Deliver 4; seed 004, Decisions (settings agent; the summarizer never edits workflows).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { summaryTemplateProblem } from '@ma/agent';
import {
  BOM,
  basePromptPlaceProblem,
  CONFIG_FILE_NAME,
  ConcurrentEditError,
  configNumberProblem,
  convertEol,
  dominantEol,
  ensureParentFolder,
  firstHiddenCharacter,
  type MaConfig,
  parseConfig,
  parseJsonKeepingNumberText,
  readProjectMeta,
  readTextOrNull,
  showHiddenCharacters,
  structureDamage,
  type Vault,
  writeFileAtomic,
} from '@ma/core';
import { createTwoFilesPatch } from 'diff';
import {
  configSecrets,
  describeKnownSecrets,
  describeSecretsForDiff,
  hideKnownSecrets,
  hideSecrets,
  placeholderRefusal,
  restoreSecrets,
} from './hidden-secrets.js';

/** The editable things. */
export type SettingsTarget = 'config' | 'template' | 'base_prompt' | 'agents';

/**
 * A located settings file: absolute path, the label shown, current text (null = missing) without
 * the UTF-8 byte order mark, and whether the file starts with one (kept when it is written, R80).
 */
interface Located {
  abs: string;
  label: string;
  text: string | null;
  bom: boolean;
}

/** A proposed change, ready to show and apply. */
export interface ProposedChange {
  label: string;
  /** Unified diff of the change (empty when nothing changes). */
  diff: string;
  /**
   * Writes the change (temp file + rename) only if the file still holds the bytes the diff was
   * computed from. @throws SettingsRefusal when it changed since (nothing is written).
   */
  apply(): Promise<void>;
}

/** Thrown for a change that must not be made (shown to the model as `refused: …`). */
export class SettingsRefusal extends Error {}

/**
 * Refuses settings text with a hidden character: settings are read by every later run (and the
 * settings agent may be fed a model-written request), so they may not hide text from the diff
 * the user approves.
 * @throws SettingsRefusal naming the character and its 1-based line and column.
 * Spec: review R12; docs/approvals.md A1.
 */
function refuseHiddenCharacters(text: string): void {
  const hidden = firstHiddenCharacter(text);
  if (hidden) {
    throw new SettingsRefusal(
      `the content holds a hidden control character (${hidden.code}) at line ${hidden.line}, column ${hidden.column}; settings may hold only visible text, tabs and line breaks`,
    );
  }
}

/** `text` without its UTF-8 byte order mark (a file saved by Notepad or Obsidian on Windows). */
function withoutBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/** A settings file's text without its BOM (JSON.parse and the diff read text), and whether it had one. */
async function readSettingsText(abs: string): Promise<{ text: string | null; bom: boolean }> {
  const raw = await readTextOrNull(abs);
  return { text: raw === null ? null : withoutBom(raw), bom: raw?.startsWith(BOM) ?? false };
}

/**
 * The text a proposed change is written as: with the current file's BOM and line endings (its
 * dominant one), so a change made through the settings agent keeps a Windows-saved CRLF file CRLF
 * and its BOM (R80); a new file as proposed.
 * Spec: brief ("CRLF, BOMs survive"); docs/hostile-cases.md B09, B10.
 */
function inFileForm(proposed: string, at: Located): string {
  if (at.text === null) return proposed;
  return (at.bom ? BOM : '') + convertEol(proposed, dominantEol(at.text));
}

/** Access to the settings of one vault. */
export class SettingsFiles {
  constructor(
    private current: Vault,
    private readonly configPath: string,
  ) {}

  /** The vault, with the configuration in effect (reloaded after each config change). */
  get vault(): Vault {
    return this.current;
  }

  /** The configuration in effect. */
  get config(): MaConfig {
    return this.current.config;
  }

  private async locate(target: SettingsTarget, project?: string | null): Promise<Located> {
    if (target === 'config' || target === 'template') {
      return { abs: this.configPath, label: this.configPath, ...(await readSettingsText(this.configPath)) };
    }
    if (target === 'base_prompt') {
      const file = this.config.prompt.basePromptFile;
      if (!file)
        throw new SettingsRefusal(
          'no base prompt file is configured (the built-in prompt is used); set prompt.basePromptFile in the config first',
        );
      const { abs, rel } = await this.vault.resolve(file, {
        argument: 'prompt.basePromptFile',
        kind: 'file',
      });
      // Also where a symlink leads: never the configuration file or a product note (review4 P6).
      const problem = basePromptPlaceProblem(this.config, rel);
      if (problem !== null)
        throw new SettingsRefusal(`prompt.basePromptFile ("${file}", which is ${rel}) must be ${problem}`);
      return { abs, label: rel, ...(await readSettingsText(abs)) };
    }
    if (!project) throw new SettingsRefusal('target agents needs a project id (list_projects shows them)');
    const meta = await readProjectMeta(this.vault, project, { agents: false }).catch(() => {
      throw new SettingsRefusal(`no project "${project}" (list_projects shows them)`);
    });
    const rel = `${this.config.folders.projects}/${meta.id}/AGENTS.md`;
    const { abs } = await this.vault.resolve(rel, { argument: 'project', kind: 'file' });
    return { abs, label: rel, ...(await readSettingsText(abs)) };
  }

  /** The configuration's secrets by JSON pointer (empty when the file is missing or not JSON). */
  private async secrets(): Promise<Map<string, string>> {
    return configSecrets((await readSettingsText(this.configPath)).text);
  }

  /**
   * Current text of a target (`(missing)` note when absent), with every secret hidden: the
   * configuration's as `(hidden by ma settings: /model/apiKey)` placeholders, and a configuration
   * secret found in the template, base prompt or an AGENTS.md as
   * `(hidden by ma settings: secret of /model/apiKey)` after a first line
   * `warning: … holds the API key of /model/apiKey …` (every run sends those files to the model).
   * Spec: review R24, N10; review4 P6.
   */
  async read(target: SettingsTarget, project?: string | null): Promise<string> {
    if (target === 'config') {
      const at = await this.locate(target, project);
      return at.text === null ? `(${at.label} does not exist yet; writing creates it)` : hideSecrets(at.text);
    }
    const at = target === 'template' ? null : await this.locate(target, project);
    const text = at === null ? this.config.summary.template : at.text;
    if (text === null) return `(${at?.label} does not exist yet; writing creates it)`;
    const hidden = hideKnownSecrets(text, await this.secrets());
    if (hidden.found.length === 0 && hidden.text === text) return text;
    const what = at === null ? 'the summary template' : at.label;
    const which = hidden.found.length > 0 ? `the secret of ${hidden.found.join(', ')}` : 'a secret';
    return `warning: ${what} holds ${which} (hidden here); every summary run sends it to the model endpoint: the user should remove it from the file\n${hidden.text}`;
  }

  /**
   * Prepares replacing a target with `content` (for `template`: the new summary template).
   * Config content is parsed as JSON and validated with core's schema first.
   * @throws SettingsRefusal for invalid configuration or an unknown target/project.
   */
  async propose(target: SettingsTarget, content: string, project?: string | null): Promise<ProposedChange> {
    refuseHiddenCharacters(content);
    const at = await this.locate(target, project);
    // The bytes the diff is computed from: the write happens only if the file still holds them. They
    // are the text read (its BOM and all: core's read refuses what it cannot decode, so the text encodes
    // back to the very bytes), never a second read: a save between two reads would have become the
    // basis, and the approved write would have replaced it unseen (review s39 V71).
    const basis = at.text === null ? null : Buffer.from((at.bom ? BOM : '') + at.text, 'utf8');
    if (target === 'config') {
      const restored = restoreSecrets(content, at.text);
      if (typeof restored !== 'string') throw new SettingsRefusal(restored.refusal);
      content = restored;
    } else {
      const refusal = placeholderRefusal(content);
      if (refusal !== null) throw new SettingsRefusal(refusal);
    }
    let next = content.endsWith('\n') ? content : `${content}\n`;
    if (target === 'template') {
      const raw = at.text === null ? {} : this.parseJson(at.text);
      raw.summary = { ...(raw.summary as object | undefined), template: content };
      next = `${JSON.stringify(raw, null, 2)}\n`;
    }
    if (target === 'config' || target === 'template') {
      const data = this.parseJson(next);
      // JSON escapes (`\u001b`) put the same characters into the values every run reads.
      JSON.stringify(data, (key: string, value: unknown) => {
        refuseHiddenCharacters(key);
        if (typeof value === 'string') refuseHiddenCharacters(value);
        return value;
      });
      // L522: a number the parse cannot keep as written (`1.0000000000000001`) is refused here as
      // `loadConfig` refuses it, not written for every later run and the daemon to refuse.
      const number = configNumberProblem(next);
      if (number !== null) throw new SettingsRefusal(`the configuration would be invalid: ${number.message}`);
      let parsed: ReturnType<typeof parseConfig>;
      try {
        parsed = parseConfig(data);
      } catch (error) {
        throw new SettingsRefusal(
          `the configuration would be invalid: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      // review4 P24: a new template must have headings (a run checks replies against them).
      const templateProblem = summaryTemplateProblem(parsed.summary.template);
      if (templateProblem !== null && parsed.summary.template !== this.config.summary.template) {
        throw new SettingsRefusal(templateProblem);
      }
    }
    if (target === 'agents' || target === 'base_prompt') {
      // R79: AGENTS.md or a base prompt note written without its properties would lose them.
      const damage = structureDamage(at.label, at.text, next);
      if (damage !== null) {
        throw new SettingsRefusal(
          `${at.label} would ${damage.problem}; write the complete content starting with the file's frontmatter block as read_settings shows it (its --- lines and properties), then the rest`,
        );
      }
    }
    // R80: the diff shows text; the file keeps its BOM and line endings (next is compared and shown
    // as LF without BOM, which is what the user reads).
    const before = at.text === null ? '' : convertEol(at.text, '\n');
    const written = inFileForm(next, at);
    // Secrets are described, never shown (review4 P5); hidden characters already in the file are
    // shown written out, every one (strict: the user approves what is there, A1).
    const secrets = await this.secrets();
    const shown =
      target === 'config' || target === 'template'
        ? describeSecretsForDiff(before, next)
        : { before: describeKnownSecrets(before, secrets), next: describeKnownSecrets(next, secrets) };
    const diff =
      before === next
        ? ''
        : showHiddenCharacters(
            createTwoFilesPatch(at.label, at.label, shown.before, shown.next, 'current', 'proposed'),
            { strict: true },
          );
    return {
      label: at.label,
      diff,
      apply: async () => {
        await ensureParentFolder(at.abs);
        try {
          await writeFileAtomic(at.abs, written, { expected: basis });
        } catch (error) {
          if (!ConcurrentEditError.isInstance(error)) throw error;
          throw new SettingsRefusal(
            `${at.label} changed while the user was deciding (the diff no longer shows what would be lost); nothing was written; read it again and propose the change again`,
          );
        }
        if (target === 'config' || target === 'template') {
          this.current = {
            ...this.current,
            config: parseConfig(parseJsonKeepingNumberText(withoutBom(await readFile(at.abs, 'utf8')))),
          };
        }
      },
    };
  }

  private parseJson(text: string): Record<string, unknown> {
    try {
      // Numbers beyond the double range are quoted as written in a config refusal (review11 X3).
      const data = parseJsonKeepingNumberText(text);
      if (typeof data !== 'object' || data === null || Array.isArray(data))
        throw new Error('not a JSON object');
      return data as Record<string, unknown>;
    } catch (error) {
      throw new SettingsRefusal(`not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** The config file of a vault: `--config`, else `<vault>/meeting-assistant.json`. */
export function configFileOf(root: string, configPath: string | undefined): string {
  return configPath ?? join(root, CONFIG_FILE_NAME);
}
