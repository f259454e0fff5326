/**
 * The tools of `ma mcp`: the `@ma/tools` definitions of a vault's meetings, listed with their
 * JSON Schemas and annotations and called by name, with refusals as error results.
 *
 * Which meeting: with `meeting` (`ma mcp --meeting M`) every call works on that meeting for the
 * server's life and the schemas are the tools' own. Without it, every tool takes one more
 * required argument, `meeting` (a meeting name or vault-relative path), and `list_meetings`
 * lists the names; one tool session per meeting is opened on first use and kept, so reads,
 * and the audit of a meeting carry over between calls (docs/mcp.md). `write_summary` is not
 * offered: it edits a run's in-memory draft that only a summary run commits, so over MCP it
 * would report success and save nothing.
 * Spec: docs/mcp.md; issue #16 (`ma mcp`); docs/tools.md (refusals).
 */
import { listMeetings, type Vault, type VaultPath, WriteAudit } from '@ma/core';
import {
  annotationsOf,
  createToolSession,
  isRefusal,
  type NeutralTool,
  type ToolAnnotations,
  toolDefinitions,
  toolJsonSchema,
} from '@ma/tools';
import { catalogSession } from '../tools/catalog-session.js';
import { meetingNamesOf, resolveMeetingArg } from '../vault/resolve-meeting-arg.js';

/** One tool as `tools/list` shows it. */
export interface McpToolListing {
  name: string;
  description: string;
  /** JSON Schema (draft-07) of the arguments. */
  inputSchema: Record<string, unknown>;
  annotations: ToolAnnotations;
}

/** The text result of one call; `isError` for refusals, unknown tools and failures. */
export interface McpCallResult {
  text: string;
  isError: boolean;
}

/** Options of {@link McpToolHost}. */
export interface McpToolHostOptions {
  vault: Vault;
  /** The meeting fixed for the server's life (`--meeting`), resolved; undefined: chosen per call. */
  meeting?: VaultPath;
  /** Log lines (stderr): the audit of every write outside the summary and context notes. */
  log: (line: string) => void;
}

const LIST_MEETINGS = 'list_meetings';

/** Tools whose effect only a summary run commits (an in-memory draft): not served over MCP. */
const NOT_SERVED: readonly string[] = ['write_summary'];

function servedTools(tools: NeutralTool[]): NeutralTool[] {
  return tools.filter((tool) => !NOT_SERVED.includes(tool.name));
}

interface OpenSession {
  tools: NeutralTool[];
  audit: WriteAudit;
}

/** Lists and runs the meeting tools for an MCP server (stdio or HTTP); safe for concurrent calls. */
export class McpToolHost {
  readonly #options: McpToolHostOptions;
  readonly #sessions = new Map<VaultPath, Promise<OpenSession>>();
  readonly #catalog: NeutralTool[];

  constructor(options: McpToolHostOptions) {
    this.#options = options;
    this.#catalog = servedTools(toolDefinitions(catalogSession(options.vault)));
  }

  /** The tools with their schemas and annotations, in the registry's order. */
  listTools(): McpToolListing[] {
    const perCall = this.#options.meeting === undefined;
    const tools = this.#catalog.map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: perCall
        ? withMeetingArgument(toolJsonSchema(tool.inputSchema))
        : toolJsonSchema(tool.inputSchema),
      annotations: annotationsOf(tool.name),
    }));
    if (!perCall) return tools;
    return [
      {
        name: LIST_MEETINGS,
        description: 'List the meeting names of the vault (pass one as `meeting` to the other tools).',
        inputSchema: { type: 'object', properties: {}, additionalProperties: false },
        annotations: {
          readOnlyHint: true,
          destructiveHint: false,
          idempotentHint: true,
          openWorldHint: false,
        },
      },
      ...tools,
    ];
  }

  /**
   * Runs `name` with `args`. Never throws: an unknown tool, an unknown meeting, a refusal and an
   * I/O failure all come back as `{ isError: true }` with a message the caller can act on.
   */
  async callTool(name: string, args: Record<string, unknown> | undefined): Promise<McpCallResult> {
    try {
      if (name === LIST_MEETINGS && this.#options.meeting === undefined) {
        const names = meetingNamesOf(await listMeetings(this.#options.vault));
        return { text: names.length > 0 ? names.join('\n') : '(no meeting notes yet)', isError: false };
      }
      if (!this.#catalog.some((tool) => tool.name === name)) {
        return { text: `unknown tool "${name}"; see tools/list`, isError: true };
      }
      const { meeting, rest } = this.#meetingOf(args);
      if (meeting === undefined) {
        return { text: 'missing argument "meeting": a meeting name (see list_meetings)', isError: true };
      }
      const session = await this.#session(meeting);
      const tool = session.tools.find((t) => t.name === name)!;
      const before = session.audit.entries.length;
      const text = await tool.execute(rest);
      if (session.audit.entries.length > before) this.#options.log(session.audit.toMarkdown());
      return { text, isError: isRefusal(text) };
    } catch (error) {
      return { text: `${name} failed: ${(error as Error).message ?? String(error)}`, isError: true };
    }
  }

  #meetingOf(args: Record<string, unknown> | undefined): {
    meeting: string | VaultPath | undefined;
    rest: Record<string, unknown>;
  } {
    const { meeting, ...rest } = args ?? {};
    if (this.#options.meeting !== undefined) return { meeting: this.#options.meeting, rest: args ?? {} };
    return { meeting: typeof meeting === 'string' && meeting.trim() !== '' ? meeting : undefined, rest };
  }

  async #session(ref: string): Promise<OpenSession> {
    const vault = this.#options.vault;
    const path = this.#options.meeting ?? (await resolveMeetingArg(vault, ref));
    let open = this.#sessions.get(path);
    if (!open) {
      open = (async () => {
        const audit = new WriteAudit();
        const session = await createToolSession({ vault, meetingPath: path, audit });
        return { tools: servedTools(toolDefinitions(session)), audit };
      })();
      // A failed open is not cached: the next call tries again.
      open.catch(() => this.#sessions.delete(path));
      this.#sessions.set(path, open);
    }
    return open;
  }
}

function withMeetingArgument(schema: Record<string, unknown>): Record<string, unknown> {
  const properties = (schema.properties as Record<string, unknown> | undefined) ?? {};
  const required = (schema.required as string[] | undefined) ?? [];
  return {
    ...schema,
    properties: {
      meeting: { type: 'string', description: 'Meeting name or vault-relative path (see list_meetings).' },
      ...properties,
    },
    required: ['meeting', ...required],
  };
}
