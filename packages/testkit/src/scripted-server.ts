import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ChatCompletionBody,
  ChatRequest,
  OtherRequest,
  Script,
  ScriptedReplyTurn,
  ScriptedTurn,
  ScriptedUsage,
} from './scripted-turn.js';
import { completionChunk, sseChunks } from './sse.js';

/**
 * Options for {@link startScriptedServer}.
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export interface ScriptedServerOptions {
  /** Model ids listed by `GET /v1/models` (default `['test-model']`). */
  models?: string[];
  /**
   * Answer Ollama's `POST /api/show` like Ollama does: `model_info` with
   * `general.architecture` (default `llama`) and `<arch>.context_length`, and `parameters` with a
   * `num_ctx` line when `numCtx` is given; and `GET /api/ps` (the loaded models): the first of
   * `models` with `context_length: loadedContext` when `loadedContext` is given, else no model
   * (not loaded). Without it both paths get 404.
   */
  ollama?: { contextLength: number; numCtx?: number; architecture?: string; loadedContext?: number };
  /** Answer llama.cpp's `GET /props` with `default_generation_settings.n_ctx`. Without it: 404. */
  llamaCpp?: { nCtx: number };
  /** vLLM: every `GET /v1/models` entry gets this `max_model_len`. */
  maxModelLen?: number;
  /** TCP port to listen on (default 0: a free one); a server started later on the port of a closed one (S51). */
  port?: number;
}

/**
 * A running scripted OpenAI-compatible server.
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export interface ScriptedServer {
  /** Base URL including `/v1`, e.g. `http://127.0.0.1:54321/v1` (pass to `createOpenAICompatible`). */
  baseURL: string;
  /** TCP port the server listens on. */
  port: number;
  /** Every `POST /v1/chat/completions` request with a JSON body, in arrival order (live array). */
  requests: ChatRequest[];
  /** Every other request (`GET /v1/models`, unknown paths, unparsable bodies), in arrival order (live array). */
  otherRequests: OtherRequest[];
  /**
   * Stops the server: cancels pending delayed turns, destroys all (including keep-alive and
   * in-flight) connections, and resolves once the listener is closed. Safe to call twice.
   */
  close(): Promise<void>;
}

const DEFAULT_USAGE: ScriptedUsage = { prompt_tokens: 10, completion_tokens: 5 };

/** Splits `s` into `parts` non-empty pieces (fewer if `s` is short). */
function split(s: string, parts: number): string[] {
  if (s.length <= 1) return [s];
  const size = Math.ceil(s.length / Math.min(parts, s.length));
  const out: string[] = [];
  for (let i = 0; i < s.length; i += size) out.push(s.slice(i, i + size));
  return out;
}

function usageOf(turn: ScriptedReplyTurn): Record<string, unknown> | undefined {
  if (turn.usage === null) return undefined;
  const u = turn.usage ?? DEFAULT_USAGE;
  return { total_tokens: u.prompt_tokens + u.completion_tokens, ...u };
}

function toolCallsOf(turn: ScriptedReplyTurn, requestIndex: number) {
  return (turn.toolCalls ?? []).map((call, i) => ({
    id: call.id ?? `call_${requestIndex}_${i}`,
    type: 'function' as const,
    function: {
      name: call.name,
      arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
    },
  }));
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(text);
}

function errorBody(message: string, type: string) {
  return { error: { message, type } };
}

/** Plays a normal text/tool-call reply as JSON or SSE. */
function sendReply(res: ServerResponse, req: ChatRequest, turn: ScriptedReplyTurn, defaultModel: string) {
  const calls = toolCallsOf(turn, req.index);
  const finishReason = turn.finishReason ?? (calls.length > 0 ? 'tool_calls' : 'stop');
  const usage = usageOf(turn);
  const id = `chatcmpl-testkit-${req.index}`;
  const model = typeof req.body.model === 'string' ? req.body.model : defaultModel;

  if (req.body.stream !== true) {
    const message: Record<string, unknown> = { role: 'assistant', content: turn.text ?? null };
    if (calls.length > 0) message.tool_calls = calls;
    sendJson(res, 200, {
      id,
      object: 'chat.completion',
      created: 0,
      model,
      choices: [{ index: 0, message, finish_reason: finishReason }],
      ...(usage ? { usage } : {}),
    });
    return;
  }

  const opts = { id, model };
  const chunks: unknown[] = [];
  let first = true;
  const withRole = (delta: Record<string, unknown>) => {
    if (!first) return delta;
    first = false;
    return { role: 'assistant', ...delta };
  };
  if (turn.text !== undefined) {
    for (const piece of split(turn.text, 3))
      chunks.push(completionChunk(withRole({ content: piece }), null, opts));
  }
  calls.forEach((call, index) => {
    chunks.push(
      completionChunk(
        withRole({
          tool_calls: [
            { index, id: call.id, type: 'function', function: { name: call.function.name, arguments: '' } },
          ],
        }),
        null,
        opts,
      ),
    );
    if (call.function.arguments === '') return;
    for (const fragment of split(call.function.arguments, 3)) {
      chunks.push(
        completionChunk({ tool_calls: [{ index, function: { arguments: fragment } }] }, null, opts),
      );
    }
  });
  chunks.push(completionChunk(first ? { role: 'assistant', content: '' } : {}, finishReason, opts));
  if (usage && req.body.stream_options?.include_usage === true) {
    chunks.push({ id, object: 'chat.completion.chunk', created: 0, model, choices: [], usage });
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.end(sseChunks(chunks));
}

const SSE_START = /^(data|event|id|retry)?:/;

/**
 * Starts a real `node:http` server on 127.0.0.1 (random port) speaking the OpenAI chat-completions
 * protocol, answering each `POST /v1/chat/completions` with the next scripted turn:
 *
 * - JSON (`chat.completion`) or, when the body has `stream: true`, SSE (`chat.completion.chunk`s,
 *   tool-call arguments split into fragments, usage chunk if `stream_options.include_usage`, then
 *   `data: [DONE]`);
 * - `{ status, headers?, body? }` HTTP errors, `{ raw }` exact bytes (`cut: true`: then the
 *   connection is reset mid-reply), `{ destroy: true }` connection resets, `{ delayMs, then }` delays, `{ trickle }` a stream of
 *   one piece every `everyMs` that never ends (or ends after `pieces`);
 * - a request past the end of an array script gets HTTP 500 `script exhausted: …`.
 *
 * `GET /v1/models` lists `options.models` (with `max_model_len` when `options.maxModelLen`);
 * `POST /api/show` (Ollama) and `GET /props` (llama.cpp) answer when `options.ollama` /
 * `options.llamaCpp` are given (context-window probes). Other paths get 404; an unparsable JSON body gets 400
 * (neither consumes a turn). Every request is recorded (`requests` / `otherRequests`).
 *
 * @example
 * const server = await startScriptedServer([{ toolCalls: [{ name: 'add', arguments: { a: 1 } }] }, { text: 'done' }]);
 * const model = createOpenAICompatible({ name: 'local', baseURL: server.baseURL }).chatModel('test-model');
 * // … generateText({ model, … }); expect(server.requests[1].body.messages.at(-1)?.role).toBe('tool');
 * await server.close();
 *
 * Spec: docs/contracts.md, @ma/testkit; docs/hostile-cases.md B24–B33.
 */
export async function startScriptedServer(
  script: Script,
  options: ScriptedServerOptions = {},
): Promise<ScriptedServer> {
  const models = options.models ?? ['test-model'];
  const defaultModel = models[0] ?? 'test-model';
  const requests: ChatRequest[] = [];
  const otherRequests: OtherRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const nextTurn = async (req: ChatRequest): Promise<ScriptedTurn | Error> => {
    if (typeof script === 'function') {
      try {
        return await script(req, req.index);
      } catch (err) {
        return new Error(
          `script function threw for request #${req.index}: ${(err as Error)?.message ?? err}`,
        );
      }
    }
    const turn = script[req.index];
    if (turn === undefined) {
      return new Error(
        `script exhausted: chat request #${req.index} (0-based) but the script has only ${script.length} turn(s)`,
      );
    }
    return turn;
  };

  const play = async (res: ServerResponse, req: ChatRequest, turn: ScriptedTurn): Promise<void> => {
    if (closed || res.destroyed) return;
    if ('delayMs' in turn) {
      const alive = await new Promise<boolean>((resolve) => {
        const onClose = () => {
          clearTimeout(timer);
          timers.delete(timer);
          resolve(false);
        };
        const timer = setTimeout(() => {
          timers.delete(timer);
          res.off('close', onClose);
          resolve(true);
        }, turn.delayMs);
        timers.add(timer);
        res.once('close', onClose);
      });
      if (alive) await play(res, req, turn.then);
      return;
    }
    if ('trickle' in turn) {
      const { text, everyMs, pieces, keepAliveOnly, cut, stall } = turn.trickle;
      const opts = { id: `chatcmpl-testkit-${req.index}`, model: defaultModel };
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      let sent = 0;
      await new Promise<void>((resolve) => {
        const tick = () => {
          timers.delete(timer);
          if (closed || res.destroyed) return resolve();
          if (keepAliveOnly && sent > 0) res.write(': keep-alive\n\n');
          else {
            const content = keepAliveOnly ? '' : text;
            const delta = sent === 0 ? { role: 'assistant', content } : { content };
            res.write(sseChunks([completionChunk(delta, null, opts)], { done: false }));
          }
          sent++;
          if (pieces !== undefined && sent >= pieces) {
            // Stalled: nothing more, the connection left open until the client or the server closes it.
            if (stall) return;
            if (cut) {
              const socket = res.socket;
              if (socket && typeof socket.resetAndDestroy === 'function') socket.resetAndDestroy();
              else socket?.destroy();
            } else res.end(sseChunks([completionChunk({}, 'stop', opts)]));
            return resolve();
          }
          timer = setTimeout(tick, everyMs);
          timers.add(timer);
        };
        let timer = setTimeout(tick, everyMs);
        timers.add(timer);
        res.once('close', () => {
          clearTimeout(timer);
          timers.delete(timer);
          resolve();
        });
      });
      return;
    }
    if ('destroy' in turn) {
      const socket = res.socket;
      if (socket && typeof socket.resetAndDestroy === 'function') socket.resetAndDestroy();
      else socket?.destroy();
      return;
    }
    if ('raw' in turn) {
      const contentType =
        turn.contentType ?? (SSE_START.test(turn.raw) ? 'text/event-stream' : 'application/json');
      res.writeHead(turn.status ?? 200, { 'content-type': contentType });
      if (!turn.cut) {
        res.end(turn.raw);
        return;
      }
      // Cut mid-reply: the bytes go out, then the connection is reset before the response ends.
      res.write(turn.raw, () => {
        const socket = res.socket;
        if (socket && typeof socket.resetAndDestroy === 'function') socket.resetAndDestroy();
        else socket?.destroy();
      });
      return;
    }
    if ('status' in turn) {
      sendJson(
        res,
        turn.status,
        turn.body ?? errorBody(`scripted HTTP ${turn.status}`, 'testkit_scripted_error'),
        turn.headers,
      );
      return;
    }
    sendReply(res, req, turn, defaultModel);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let rawBody = '';
    req.setEncoding('utf8');
    for await (const chunk of req) rawBody += chunk;
    const path = (req.url ?? '/').split('?')[0];
    const other = () =>
      otherRequests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, rawBody });

    if (req.method === 'GET' && path === '/v1/models') {
      other();
      sendJson(res, 200, {
        object: 'list',
        data: models.map((id) => ({
          id,
          object: 'model',
          created: 0,
          owned_by: 'testkit',
          ...(options.maxModelLen !== undefined ? { max_model_len: options.maxModelLen } : {}),
        })),
      });
      return;
    }
    if (req.method === 'POST' && path === '/api/show' && options.ollama) {
      other();
      const arch = options.ollama.architecture ?? 'llama';
      sendJson(res, 200, {
        modelfile: '# testkit',
        parameters:
          options.ollama.numCtx !== undefined
            ? `num_ctx                        ${options.ollama.numCtx}\nstop                           "<|eot_id|>"`
            : 'stop                           "<|eot_id|>"',
        details: { format: 'gguf', family: arch },
        model_info: {
          'general.architecture': arch,
          [`${arch}.context_length`]: options.ollama.contextLength,
        },
      });
      return;
    }
    if (req.method === 'GET' && path === '/api/ps' && options.ollama) {
      other();
      const { loadedContext } = options.ollama;
      const name = models[0] ?? 'test-model';
      sendJson(res, 200, {
        models:
          loadedContext === undefined
            ? []
            : [{ name, model: name, size: 1, details: { format: 'gguf' }, context_length: loadedContext }],
      });
      return;
    }
    if (req.method === 'GET' && path === '/props' && options.llamaCpp) {
      other();
      sendJson(res, 200, { default_generation_settings: { n_ctx: options.llamaCpp.nCtx }, total_slots: 1 });
      return;
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      other();
      sendJson(res, 404, errorBody(`testkit: no route for ${req.method} ${req.url}`, 'testkit_not_found'));
      return;
    }
    let body: ChatCompletionBody;
    try {
      body = JSON.parse(rawBody) as ChatCompletionBody;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
    } catch (err) {
      other();
      sendJson(
        res,
        400,
        errorBody(`testkit: unparsable JSON body: ${(err as Error).message}`, 'testkit_bad_request'),
      );
      return;
    }
    const chat: ChatRequest = { index: requests.length, headers: req.headers, body, rawBody };
    requests.push(chat);
    const turn = await nextTurn(chat);
    if (turn instanceof Error) {
      sendJson(res, 500, errorBody(turn.message, 'testkit_script_error'));
      return;
    }
    await play(res, chat, turn);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (res.headersSent || res.destroyed) {
        res.destroy();
        return;
      }
      sendJson(
        res,
        500,
        errorBody(`testkit internal error: ${(err as Error)?.message ?? err}`, 'testkit_internal'),
      );
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve, reject) => {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.close((err) => (err ? reject(err) : resolve()));
      server.closeAllConnections();
    });
    return closing;
  };

  return { baseURL: `http://127.0.0.1:${port}/v1`, port, requests, otherRequests, close };
}
