import type { IncomingHttpHeaders } from 'node:http';

/**
 * Token usage in OpenAI wire shape (`snake_case`, token counts). `total_tokens` defaults to
 * `prompt_tokens + completion_tokens`. Extra keys (e.g. `prompt_tokens_details`) are sent verbatim.
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export interface ScriptedUsage {
  /** Input tokens. */
  prompt_tokens: number;
  /** Output tokens. */
  completion_tokens: number;
  /** Total tokens; computed when omitted. */
  total_tokens?: number;
  /** Any further provider-specific usage fields, passed through unchanged. */
  [key: string]: unknown;
}

/**
 * One tool call the scripted assistant makes.
 *
 * - `arguments`: a string is sent byte-for-byte (use it for malformed/empty JSON, B24/B28);
 *   anything else is `JSON.stringify`-ed.
 * - `id`: defaults to `call_<requestIndex>_<callIndex>` (both 0-based).
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export interface ScriptedToolCall {
  /** Function name, e.g. `read_file`. */
  name: string;
  /** JSON arguments: a raw string (sent verbatim) or a value to serialise. */
  arguments: string | Record<string, unknown> | unknown[] | number | boolean | null;
  /** Tool-call id; generated when omitted. */
  id?: string;
}

/**
 * A normal assistant reply: text, tool calls, or both. Sent as one `chat.completion` JSON body, or
 * as SSE `chat.completion.chunk`s when the request has `stream: true` (text split into a few
 * deltas, each tool call's arguments split into several fragments, a usage chunk when
 * `stream_options.include_usage` is set, then `data: [DONE]`).
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export interface ScriptedReplyTurn {
  /** Assistant text (`message.content`); `null` content when omitted. */
  text?: string;
  /** Tool calls (`message.tool_calls`). */
  toolCalls?: ScriptedToolCall[];
  /** Overrides `finish_reason` (default: `tool_calls` when there are tool calls, else `stop`). B30 uses `"stop"`. */
  finishReason?: string;
  /** Overrides usage (default 10 prompt + 5 completion tokens); `null` omits usage entirely. */
  usage?: ScriptedUsage | null;
}

/**
 * An HTTP error reply, e.g. `{ status: 429, headers: { 'retry-after': '2' } }` (B33) or `{ status: 500 }`.
 * `body`: a string is sent verbatim, anything else as JSON; default
 * `{"error":{"message":"scripted HTTP <status>"}}`.
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export interface ScriptedErrorTurn {
  /** HTTP status code (>= 400 in practice, but any code is sent as given). */
  status: number;
  /** Extra response headers, e.g. `Retry-After`. */
  headers?: Record<string, string>;
  /** Response body; string verbatim, otherwise JSON-serialised. */
  body?: unknown;
}

/**
 * Exact response bytes with status 200 (or `status`), e.g. a hand-written SSE body for B24–B30
 * built with {@link sse}. `contentType` defaults to `text/event-stream` when the body starts with
 * an SSE field (`data:`, `event:`, `id:` or `:`), else `application/json`.
 *
 * Spec: docs/contracts.md, @ma/testkit; docs/hostile-cases.md B24–B30.
 */
export interface ScriptedRawTurn {
  /** Body sent byte-for-byte. */
  raw: string;
  /** `Content-Type` header; inferred when omitted. */
  contentType?: string;
  /** HTTP status; default 200. */
  status?: number;
  /**
   * `true`: send the headers and `raw`, then reset the connection without ending the response
   * (no `Content-Length`, chunked), so the client sees the reply cut mid-way (R12).
   */
  cut?: boolean;
}

/**
 * Reset the TCP connection without sending any response: the client sees a network error
 * (e.g. `ECONNRESET` / `fetch failed`).
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export interface ScriptedDestroyTurn {
  /** Always `true`. */
  destroy: true;
}

/**
 * Wait `delayMs` milliseconds before playing `then` (to provoke client timeouts). If the client
 * goes away or the server closes during the wait, nothing is sent.
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export interface ScriptedDelayTurn {
  /** Delay before the response, in ms. */
  delayMs: number;
  /** The turn played after the delay. */
  then: ScriptedTurn;
}

/**
 * A streamed reply that trickles: HTTP 200 `text/event-stream`, then one `chat.completion.chunk`
 * with `delta.content: text` every `everyMs` milliseconds. With `pieces` it then finishes
 * normally (`finish_reason: "stop"`, `data: [DONE]`) after that many pieces; without it, it never
 * finishes (a local model stuck in a repetition loop, N2) and stops only when the client goes away
 * or the server closes. Sent the same way to a non-streaming request.
 *
 * Spec: docs/contracts.md, @ma/testkit; review2 N2.
 */
export interface ScriptedTrickleTurn {
  trickle: {
    /** The content of each piece. */
    text: string;
    /** Wait before each piece, in ms. */
    everyMs: number;
    /** Pieces before the stream finishes; omitted: never finishes. */
    pieces?: number;
    /**
     * `true`: the first piece is a role chunk with empty content and every later piece an SSE
     * comment (`: keep-alive`), so no model output ever arrives (a queued or stalled server
     * behind a proxy, review12 Y56). `text` is then unused.
     */
    keepAliveOnly?: boolean;
    /**
     * `true` (with `pieces`): after the last piece the connection is reset instead of finishing,
     * so the client has passed part of the reply on before it breaks (a server that crashes
     * mid-generation, review13 Z50).
     */
    cut?: boolean;
    /**
     * `true` (with `pieces`): after the last piece nothing more is sent and the connection is left
     * open (no finish, no reset) until the client goes away or the server closes: a server that
     * hangs mid-generation (reviewB R65).
     */
    stall?: boolean;
  };
}

/**
 * One scripted response to one `POST /v1/chat/completions` request.
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export type ScriptedTurn =
  | ScriptedReplyTurn
  | ScriptedErrorTurn
  | ScriptedRawTurn
  | ScriptedDestroyTurn
  | ScriptedDelayTurn
  | ScriptedTrickleTurn;

/**
 * A chat message as received from the client (OpenAI wire shape, loosely typed).
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export interface ChatMessage {
  /** `system`, `user`, `assistant` or `tool`. */
  role: string;
  /** String or content-part array; `null` for assistant messages with only tool calls. */
  content?: unknown;
  /** Assistant tool calls. */
  tool_calls?: Array<{ id: string; type: string; function: { name: string; arguments: string } }>;
  /** For `role: 'tool'`: the id of the call this answers. */
  tool_call_id?: string;
  /** Anything else the client sent. */
  [key: string]: unknown;
}

/**
 * Parsed JSON body of a chat-completions request (loosely typed: unknown keys are kept).
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export interface ChatCompletionBody {
  /** Model id the client asked for. */
  model?: string;
  /** Conversation so far. */
  messages: ChatMessage[];
  /** `true` asks for SSE. */
  stream?: boolean;
  /** `include_usage: true` asks for a final usage chunk in SSE mode. */
  stream_options?: { include_usage?: boolean };
  /** Tool definitions offered to the model. */
  tools?: Array<{ type: string; function: { name: string; description?: string; parameters?: unknown } }>;
  /** Any other request fields. */
  [key: string]: unknown;
}

/**
 * One recorded `POST /v1/chat/completions` request.
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export interface ChatRequest {
  /** 0-based position among chat-completion requests; the index passed to a script function. */
  index: number;
  /** Request headers (lower-cased names), e.g. `authorization`. */
  headers: IncomingHttpHeaders;
  /** Parsed JSON body. */
  body: ChatCompletionBody;
  /** The body exactly as received (UTF-8). */
  rawBody: string;
}

/**
 * Any other request the server saw (e.g. `GET /v1/models`, unknown paths, unparsable bodies).
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export interface OtherRequest {
  /** HTTP method. */
  method: string;
  /** Request path including query. */
  url: string;
  /** Request headers. */
  headers: IncomingHttpHeaders;
  /** Body as received (UTF-8, possibly empty). */
  rawBody: string;
}

/**
 * The script: an array of turns used in order (a request past the end gets HTTP 500
 * "script exhausted"), or a function choosing the turn per request (may be async; if it throws,
 * the client gets HTTP 500 with the error message).
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export type Script =
  | ScriptedTurn[]
  | ((request: ChatRequest, index: number) => ScriptedTurn | Promise<ScriptedTurn>);
