/**
 * `ma settings [--prompt-file F]`: the interactive settings agent in the terminal, on the
 * configured model. With `--prompt-file` the file's whole text is submitted as the first
 * message (how an accepted workflow request arrives), then the conversation goes on.
 * `exit`, `quit`, an empty input stream (EOF) or Ctrl-C ends it.
 * Spec: issue 11, Deliver 4; seed 004, Decisions ("Only acceptance opens a new settings-agent
 * window and automatically submits the complete detailed prompt. A new conversation avoids
 * overwriting drafts or interrupting an existing agent run.").
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createChatModel } from '@ma/agent';
import { showHiddenCharacters } from '@ma/core';
import type { ModelMessage } from 'ai';
import { type CliIo, writeLine } from '../io/cli-io.js';
import { ExitCode } from '../io/exit-code.js';
import type { GlobalOptions, ModelFlagOptions } from '../io/global-options.js';
import { isAbort, reportError } from '../io/report-error.js';
import { UsageError } from '../io/usage-error.js';
import { openCliVault } from '../vault/open-cli-vault.js';
import { createLineReader } from './line-reader.js';
import { createSettingsTools, runSettingsTurn } from './settings-agent.js';
import { configFileOf, SettingsFiles } from './settings-files.js';

/** Options of `ma settings`. */
export interface SettingsOptions extends GlobalOptions, ModelFlagOptions {
  /** `--prompt-file`: a file whose text is the first message. */
  promptFile?: string;
}

/**
 * Runs the settings agent until the user ends it.
 * @returns 0 ended normally, 1 failure, 2 usage (no model, unreadable prompt file), 130 interrupted.
 * @throws nothing: errors are reported through `reportError` and returned as the exit code.
 */
export async function settingsCommand(
  opts: SettingsOptions,
  io: CliIo,
  input: NodeJS.ReadableStream = process.stdin,
): Promise<number> {
  try {
    const vault = await openCliVault(opts, io, opts);
    const model = vault.config.model;
    if (!model)
      throw new UsageError(
        'ma settings needs a model: configure one with --base-url/--model or meeting-assistant.json',
      );
    const first = opts.promptFile
      ? await readFile(resolve(io.cwd, opts.promptFile), 'utf8').catch(() => {
          throw new UsageError(`cannot read --prompt-file ${opts.promptFile}`);
        })
      : null;
    const files = new SettingsFiles(
      vault,
      configFileOf(vault.root, opts.config ? resolve(io.cwd, opts.config) : undefined),
    );
    const lines = createLineReader(input, io.stderr);
    // S14: the model's replies (and every message quoting them) reach the terminal written out
    // (`\x1b`, `\u202e`), never raw: the first request may come from a workflow request a model wrote.
    const print = (text: string) => io.stdout.write(showHiddenCharacters(text));
    const tools = createSettingsTools({ files, lines, print });
    const chat = createChatModel(model, { env: io.env });
    const messages: ModelMessage[] = [];
    writeLine(
      io.stderr,
      `ma settings: the settings agent (${model.model}). Ask for a change; each change is shown as a diff and needs your "y". "exit" ends.`,
    );
    let next = first === null ? null : first.trim();
    if (next !== null) writeLine(io.stderr, `submitting the request from ${opts.promptFile}`);
    try {
      for (;;) {
        if (next === null) {
          const line = await lines.next('you> ');
          if (line === null || /^(exit|quit)$/i.test(line.trim())) break;
          if (line.trim() === '') continue;
          next = line;
        }
        const reply = await runSettingsTurn({
          model: chat,
          messages,
          text: next,
          tools,
          maxSteps: Math.min(model.maxSteps, 20),
          signal: io.signal,
        });
        next = null;
        if (reply.trim()) print(`assistant: ${reply.trim()}\n`);
        if (io.signal.aborted) break;
      }
    } finally {
      lines.close();
    }
    return io.signal.aborted ? ExitCode.interrupted : ExitCode.ok;
  } catch (error) {
    if (isAbort(error, io.signal)) return ExitCode.interrupted;
    return reportError(error, io);
  }
}
