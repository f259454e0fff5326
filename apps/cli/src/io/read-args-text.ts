import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expandHome } from '@ma/core';
import { UsageError } from './usage-error.js';

/** Most bytes `--args @file` / `--args -` read (a tool argument, not a data set). */
export const MAX_ARGS_BYTES = 64 * 1024 * 1024;

/** Where the JSON text of `--args` came from, for messages: `--args`, `--args @<file>`, `--args - (stdin)`. */
export interface ArgsText {
  text: string;
  from: string;
}

async function readAll(chunks: AsyncIterable<Buffer | string>, from: string): Promise<string> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > MAX_ARGS_BYTES)
      throw new UsageError(
        `${from}: more than ${MAX_ARGS_BYTES / 1024 / 1024} MiB; a tool argument is at most that`,
      );
    parts.push(buffer);
  }
  return decodeArgs(Buffer.concat(parts), from);
}

/**
 * The text of `--args` bytes: UTF-8 (an editor's byte order mark dropped), or UTF-16 with its byte order
 * mark (what Windows PowerShell 5's `>` writes). Bytes that are not UTF-8 are refused, never read as
 * U+FFFD: a Windows-1252 `Café` would otherwise be written into a vault note as `Caf\uFFFD` (reviewA T10).
 * @throws UsageError naming the source and the first byte that is not UTF-8.
 */
function decodeArgs(bytes: Buffer, from: string): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    // ignoreBOM: false drops an editor's UTF-8 byte order mark, which is not part of the JSON.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const at = firstNonUtf8Byte(bytes);
    throw new UsageError(
      `${from} is not UTF-8 text (byte ${at} is not UTF-8, such as Latin-1 or Windows-1252 text); save it as UTF-8 and run the command again`,
    );
  }
}

/**
 * The 0-based offset of the first byte of `bytes` that is not UTF-8: where the lossy decoding, encoded
 * again, first differs from the bytes (each bad sequence becomes EF BF BD there).
 */
function firstNonUtf8Byte(bytes: Buffer): number {
  const again = Buffer.from(bytes.toString('utf8'), 'utf8');
  let at = 0;
  while (at < bytes.length && bytes[at] === again[at]) at++;
  return at;
}

/**
 * The JSON text of `ma tool --args <value>`: the value itself, or with `@<file>` the file's text (a path
 * relative to `cwd`), or with `-` all of `stdin`, as curl and gh read them, for arguments longer than
 * the 128 KiB a single command-line argument may hold on Linux (review11 X14). JSON text never starts
 * with `@` and is never `-` alone, so neither form shadows a JSON value.
 * @param value the `--args` value as given.
 * @param cwd the folder `@<file>` is relative to.
 * @param stdin gives the stream `-` reads (to its end); called only for `-`, so that any other
 *   value never builds `process.stdin` (a stream whose making loads Node's stream classes, or for a
 *   pipe or terminal its socket classes; docs/startup.md, twelfth pass).
 * @param env the environment whose `HOME` (else `USERPROFILE`, else the OS's home folder) a leading `~/` of
 *   `@~/<file>` names: no shell expands a `~` after `@` (core `expandHome`; reviewA S5, session 20).
 * @returns the text (UTF-8, or UTF-16 with its byte order mark; a leading byte order mark dropped) and how to
 *   name its source in messages.
 * @throws UsageError for `@` without a file, a file that cannot be read (named, with the reason),
 *   more than {@link MAX_ARGS_BYTES} bytes, or bytes that are not UTF-8 (reviewA T10).
 * Spec: issue #6 (`ma tool`); apps/cli/README.md (`ma tool`); review11 X14.
 */
export async function readArgsText(
  value: string,
  cwd: string,
  stdin: () => AsyncIterable<Buffer | string>,
  env: Record<string, string | undefined> = {},
): Promise<ArgsText> {
  if (value === '-') {
    const from = '--args - (stdin)';
    return { text: await readAll(stdin(), from), from };
  }
  if (!value.startsWith('@')) return { text: value, from: '--args' };
  const file = value.slice(1);
  const from = `--args ${value}`;
  if (file === '')
    throw new UsageError(
      '--args @ names no file; write --args @<file> (a JSON file) or --args - (JSON on stdin)',
    );
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    // S5: no shell expands the `~` of `@~/args.json` (it is not at the start of the word): read it as home.
    handle = await open(resolve(cwd, expandHome(file, env).path), 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (error as Error).message;
    throw new UsageError(`${from}: cannot read the file (${why})`);
  }
  try {
    if ((await handle.stat()).isDirectory()) throw new UsageError(`${from}: is a folder, not a JSON file`);
    return { text: await readAll(handle.createReadStream({ autoClose: false }), from), from };
  } finally {
    await handle.close();
  }
}
