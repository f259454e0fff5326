/**
 * L285: scripted models that read the meeting's transcript before they write its summary, as the prompt
 * tells a model to (a summary of a transcript the model never read fails the run): {@link readingFirst}.
 * Spec: docs/contracts.md, @ma/testkit; docs/session.md (L285).
 */
import { type ScriptedServer, type ScriptedServerOptions, startScriptedServer } from './scripted-server.js';
import type { ChatRequest, Script, ScriptedToolCall, ScriptedTurn } from './scripted-turn.js';

/** The tools that read the transcript, and how each reads its first lines. */
const READS: Record<string, Record<string, unknown>> = {
  read_transcript: { from: 1, to: 60 },
  query_meeting: { view: 'transcript', filters: { from: 1, to: 60 } },
};

/**
 * L314: the finish reasons with which a reply's tool calls run, as `@ma/agent` reads them: OpenAI's
 * `tool_calls` and `stop`, and a server's own word for a normal end it maps to them (review14 V50:
 * `eos`, `eos_token`, `stop_sequence`, `end_turn`, `tool_call`, `tool_use`, `function_call`; exact
 * spelling: `STOP` or `End_Turn` is no normal end to the agent, whose tool calls never run). A scripted
 * write ending with one of these is a write, so {@link readingFirst} reads before it.
 */
export const NORMAL_FINISH_REASONS: ReadonlySet<string> = new Set([
  'tool_calls',
  'stop',
  'eos',
  'eos_token',
  'stop_sequence',
  'end_turn',
  'tool_call',
  'tool_use',
  'function_call',
]);

/**
 * The tool calls of a scripted turn that write the summary: write_summary, apply_changes, also as a model
 * may name them and the run takes them (`functions.write_summary`, `write_summary<|channel|>commentary`).
 */
const WRITES = /(^|\.)(write_summary|apply_changes)(\b|<)/;

/**
 * Whether a scripted reply ends the tool loop with a summary as text (a heading). Raw bytes are left as
 * scripted: their tests are of the transport (a test whose raw reply writes the summary reads first itself).
 */
function writesSummaryOtherwise(turn: ScriptedTurn): boolean {
  if ('delayMs' in turn) return writesSummaryOtherwise(turn.then);
  // A heading at a line's start, right after a reasoning block (`<think>…</think>## Summary`), or setext.
  const heading = /(^|<\/think>)\s*#|^[^\n]+\n(=+|-+)[ \t]*$/m;
  if ('text' in turn && typeof turn.text === 'string' && heading.test(turn.text)) return true;
  if ('trickle' in turn) return heading.test(turn.trickle.text);
  return false;
}

/**
 * `turn` with a read of the transcript's first lines (`tool`) put before its calls when it is a reply whose
 * tool calls write the summary with a tool the run `offered` (one step: no request, no step added); null for
 * any other turn. Every call
 * keeps the id the scripted server gives it (`call_<request>_<position>`).
 */
function withReadFirst(
  turn: ScriptedTurn,
  tool: string,
  index: number,
  offered: readonly string[],
): ScriptedTurn | null {
  if ('delayMs' in turn) {
    const then = withReadFirst(turn.then, tool, index, offered);
    return then === null ? null : { ...turn, then };
  }
  // A write whose arguments are no JSON object runs nothing (R3): the model writes later, and reads then.
  // A write tool the run does not offer (write_summary in a compact run) runs nothing either (C28).
  const writes = (c: ScriptedToolCall) =>
    offered.includes(WRITES.exec(c.name)?.[2] ?? '') && isJsonObject(c.arguments);
  if (!('toolCalls' in turn) || !turn.toolCalls?.some(writes)) return null;
  // A step that reads the transcript itself, beside its write, is left as scripted.
  if (turn.toolCalls.some((c) => readsTranscript(c.name, JSON.stringify(c.arguments)))) return null;
  // A reply cut or filtered runs none of its calls: the model's next write gets the read.
  if (turn.finishReason !== undefined && !NORMAL_FINISH_REASONS.has(turn.finishReason)) return null;
  const calls = turn.toolCalls.map((c, i) => ({ ...c, id: c.id ?? `call_${index}_${i}` }));
  return {
    ...turn,
    toolCalls: [{ name: tool, arguments: READS[tool] ?? {}, id: `call_${index}_read` }, ...calls],
  };
}

/** Whether scripted tool-call arguments are a JSON object (given as one, or as text that parses to one). */
function isJsonObject(args: ScriptedToolCall['arguments']): boolean {
  if (typeof args !== 'string') return args !== null && typeof args === 'object' && !Array.isArray(args);
  try {
    const parsed: unknown = JSON.parse(args);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/** Whether a tool call reads the transcript: read_transcript, query_meeting's transcript view. */
function readsTranscript(name: string, args: string): boolean {
  return name === 'read_transcript' || (name === 'query_meeting' && args.includes('transcript'));
}

/**
 * L314: whether a tool result's text is a refusal or a failure, which reads nothing: granular `refused: …`
 * (also as the JSON string the request carries it in) and compact `{"error":"refused"|"failed",…}`
 * (docs/tools.md; `@ma/tools` compact-json: a result holds `error` exactly when it is not a success).
 */
function isRefusedResult(content: unknown): boolean {
  // A content-part array (`[{ type: 'text', text }]`) is its text parts in turn.
  let text = Array.isArray(content)
    ? content.map((p: { text?: unknown }) => (typeof p?.text === 'string' ? p.text : '')).join('')
    : typeof content === 'string'
      ? content
      : '';
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'string') text = parsed;
    else if (parsed !== null && typeof parsed === 'object' && 'error' in parsed) return true;
  } catch {
    // Plain text: a granular result as it is.
  }
  return /^(refused|failed|error):/i.test(text.trimStart());
}

/**
 * Whether the conversation so far holds the result of a read of the transcript with a tool the run `offered`
 * (read_transcript, query_meeting's view; a granular name in a compact run was refused, C28) that was not
 * refused (L314: a refused query read nothing).
 */
function readBefore(messages: ChatRequest['body']['messages'], offered: readonly string[]): boolean {
  const reads = new Set(
    messages.flatMap((m) =>
      (m.tool_calls ?? [])
        .filter(
          (c) => offered.includes(c.function.name) && readsTranscript(c.function.name, c.function.arguments),
        )
        .map((c) => c.id),
    ),
  );
  return messages.some(
    (m) =>
      m.role === 'tool' &&
      typeof m.tool_call_id === 'string' &&
      reads.has(m.tool_call_id) &&
      !isRefusedResult(m.content),
  );
}

/**
 * L285: `script` as a model that, as the prompt tells it, reads the transcript before it writes: a summary
 * of a transcript the model never read fails the run, and most tests script a model that goes straight to
 * its write. In a conversation of the tool loop (a request offering tools) that holds no read of the
 * transcript yet (a read that was refused or failed is none): a reply whose tool calls write the summary
 * (write_summary, apply_changes; ending with a finish reason in {@link NORMAL_FINISH_REASONS}) gets a read of
 * the transcript's first 60 lines put first in the same step (the run's own read tool: `read_transcript`,
 * `query_meeting` in the compact profile), so the requests and steps stay as scripted; a reply that ends the
 * loop with a summary as text is held back: the model reads in a request
 * of its own first, and the held reply answers the next request. A run with a chunk-notes pass (requests
 * without tools, issue 14) has read it there. The script sees every other request as before, its index
 * counted without the added ones.
 */
export function readingFirst(script: Script): (request: ChatRequest, index: number) => Promise<ScriptedTurn> {
  const held = new Map<string, ScriptedTurn>();
  let added = 0;
  // A request without tools is a long meeting's chunk-notes pass (issue 14): the model was shown the transcript.
  let chunked = false;
  return async (req, index) => {
    const tool = (req.body.tools ?? []).map((t) => t.function.name).find((name) => name in READS);
    if ((req.body.tools ?? []).length === 0) chunked = true;
    const messages = req.body.messages;
    const key = JSON.stringify(messages.slice(0, 2));
    const heldTurn = held.get(key);
    if (heldTurn !== undefined) {
      held.delete(key);
      added++;
      return heldTurn;
    }
    const at = index - added;
    const turn = typeof script === 'function' ? await script({ ...req, index: at }, at) : script[at];
    if (turn === undefined)
      throw new Error(
        `script exhausted: chat request #${at} (0-based) but the script has only ${(script as ScriptedTurn[]).length} turn(s)`,
      );
    const offered = (req.body.tools ?? []).map((t) => t.function.name);
    if (tool === undefined || chunked || readBefore(messages, offered)) return turn;
    const withRead = withReadFirst(turn, tool, index, offered);
    if (withRead !== null) return withRead;
    if (!writesSummaryOtherwise(turn)) return turn;
    held.set(key, turn);
    return { toolCalls: [{ name: tool, arguments: READS[tool] ?? {} }] };
  };
}

/**
 * {@link startScriptedServer} with `script` as {@link readingFirst} makes it: a model that reads the transcript
 * before it writes the summary (L285). Same arguments and server.
 */
export function startReadingServer(script: Script, options?: ScriptedServerOptions): Promise<ScriptedServer> {
  return startScriptedServer(readingFirst(script), options);
}
