/**
 * How each OpenAI-compatible server says that the configured model, or the server's own setup,
 * cannot call tools at all (seed 002: a small local model chosen without tool support; S63, L33),
 * and what the user does about it. Shared by `describeTransportFailure` (`ma summarize`, the run
 * record, `ma doctor`), the transport's retries (such an answer is never asked again) and the
 * daemon (which pauses on it).
 *
 * Spec: seed 002 (small local models); apps/daemon/README.md (Configuration problems); reviewB S63; L33; C26.
 */

/**
 * One server's "cannot call tools" answer: the HTTP statuses it comes with, its wording, and the
 * fix for that server (what to change so that the agent's tool calls work).
 */
export interface NoToolsForm {
  /** The server, as named in the message (`Ollama`, `vLLM`, …). */
  server: string;
  /** HTTP statuses the answer comes with (`502`: an error sent inside an HTTP 200, as `inBandErrorFetch` reports it). */
  statuses: readonly number[];
  /** The server's wording. */
  text: RegExp;
  /** What to do, for this server. */
  fix: string;
}

/** The way out that needs no tool calling at all. */
const OFFLINE = 'or summarize without a model: ma summarize --engine extractive';

/**
 * Each server's "cannot call tools" answer, as each words it (collected from the servers' issue
 * trackers). LM Studio has no such refusal of tools as such (it offers every model its default tool
 * format), but its template errors (R191) are one: a template that cannot render tool turns. Any
 * other error with the same status (a context too long for one meeting: HTTP 400; a crash: HTTP
 * 500) is not one.
 */
export const NO_TOOLS_FORMS: readonly NoToolsForm[] = [
  // `{"error":{"message":"registry.ollama.ai/library/gemma3:4b does not support tools"}}` (/v1),
  // `{"error":"… does not support tools"}` (/api/chat).
  {
    server: 'Ollama',
    statuses: [400, 502],
    text: /\bdoes not support tools\b/i,
    fix: `the model cannot call tools, which the agent needs: set model.model (or --model) to a model whose Ollama template supports tools (the "tools" tag on ollama.com, e.g. qwen3, llama3.1, mistral-nemo), ${OFFLINE}`,
  },
  // `{"object":"error","message":"\"auto\" tool choice requires --enable-auto-tool-choice and
  // --tool-call-parser to be set","type":"BadRequestError","code":400}`: started without a tool parser.
  {
    server: 'vLLM',
    statuses: [400],
    text: /tool choice requires --enable-auto-tool-choice/i,
    fix: `the server was started without tool calling, which the agent needs: start vLLM with --enable-auto-tool-choice --tool-call-parser <the model's parser, e.g. hermes for Qwen>, ${OFFLINE}`,
  },
  // `{"error":{"code":500,"message":"tools param requires --jinja flag","type":"server_error"}}`;
  // before the flag existed: `Unsupported param: tools`.
  {
    server: 'llama.cpp server',
    statuses: [400, 500],
    text: /\btools param requires --jinja\b|\bunsupported param: tools\b/i,
    fix: `the server was started without tool calling, which the agent needs: start llama-server with --jinja (a recent build), ${OFFLINE}`,
  },
  // R191: the model's chat template cannot render the agent's conversation (a system prompt, tool
  // calls, tool results): LM Studio `Error rendering prompt with jinja template: "Only user and
  // assistant roles are supported!"` (HTTP 400), vLLM's jinja2 `TemplateError` (HTTP 400), llama.cpp's
  // `--jinja` (HTTP 500): `Conversation roles must alternate user/assistant/…`, Gemma's `System role
  // not supported`. Every request of every run renders the same way, so it is never asked again.
  {
    server: 'the chat template',
    statuses: [400, 500, 502],
    text: /\berror rendering prompt with jinja template\b|\broles must alternate\b|\bsystem role (?:is )?not supported\b|\bonly user and assistant roles are supported\b/i,
    fix: `the model's chat template on the server cannot render the agent's conversation (a system prompt, tool calls and tool results, which the agent needs): load a build of the model whose template supports tools and a system prompt (LM Studio: the lmstudio-community build, or My Models > model settings > Prompt Template; llama.cpp: --chat-template-file; vLLM: --chat-template), or set model.model (or --model) to a model that calls tools, ${OFFLINE}`,
  },
  // `tools is not supported in this model. For a list of supported models, refer to …` (gpt-5-chat-latest, …).
  {
    server: 'OpenAI',
    statuses: [400],
    text: /\btools is not supported (?:in|with|for) this model\b/i,
    fix: `the model cannot call tools, which the agent needs: set model.model (or --model) to a model with function calling, ${OFFLINE}`,
  },
  // `{"error":{"message":"No endpoints found that support tool use. …","code":404}}`.
  {
    server: 'OpenRouter',
    statuses: [404],
    text: /\bno endpoints found that support tool use\b/i,
    fix: `no provider of this model on OpenRouter calls tools, which the agent needs: set model.model (or --model) to a model whose providers support tool use, ${OFFLINE}`,
  },
];

/**
 * The {@link NoToolsForm} an HTTP answer is, from its status and its text (the error's message or
 * the server's response body), or `null` when it is no "cannot call tools" answer.
 */
export function noToolsForm(status: number, texts: readonly unknown[]): NoToolsForm | null {
  return (
    NO_TOOLS_FORMS.find(
      (form) =>
        form.statuses.includes(status) && texts.some((t) => typeof t === 'string' && form.text.test(t)),
    ) ?? null
  );
}

/**
 * True for an `APICallError`-shaped error (`statusCode`, `message`, `responseBody`) that is one of
 * {@link NO_TOOLS_FORMS}: its status is the form's and its message or body has the form's wording.
 */
export function isNoToolsModel(e: {
  statusCode?: unknown;
  message?: unknown;
  responseBody?: unknown;
}): boolean {
  return typeof e.statusCode === 'number' && noToolsForm(e.statusCode, [e.message, e.responseBody]) !== null;
}
