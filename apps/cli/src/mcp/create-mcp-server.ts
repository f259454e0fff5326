/**
 * The MCP server of `ma mcp`: `tools/list` and `tools/call` over an {@link McpToolHost}, with the
 * low-level `Server` of `@modelcontextprotocol/sdk` so that the JSON Schemas are exactly the ones
 * `ma tools --json` prints (no second conversion) and refusals stay text results with `isError`.
 * Spec: docs/mcp.md; issue #16 (`ma mcp`).
 */

import { withWrittenNumbers } from '@ma/core';
import { compactError, compactToolNames } from '@ma/tools';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { takeCallRefusal, takeCarriedArguments, takeWrittenNumbers } from './check-incoming.js';
import { mcpCall } from './elicitation-adapter.js';
import type { McpToolHost } from './mcp-tool-host.js';

/** Name and version the server reports in `initialize`. */
export const MCP_SERVER_INFO = { name: 'meeting-assistant', version: '0.1.0' } as const;

/**
 * A new MCP `Server` answering from `host`. One host may serve many `Server`s (the HTTP transport
 * creates one per request); sessions, locks and audits live in the host.
 */
export function createMcpServer(host: McpToolHost): Server {
  const server = new Server(MCP_SERVER_INFO, {
    capabilities: { tools: {} },
    instructions:
      'Meeting Assistant tools for one Markdown vault: read a meeting (note, transcript in line ranges, ' +
      'user notes, glossary), the projects bound to it, and write project files and the summary draft. ' +
      'Results are text; a result with isError explains what to do instead.',
  });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: host.listTools().map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: tool.inputSchema as { type: 'object'; [key: string]: unknown },
      annotations: tool.annotations,
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    // The call runs with its server at hand: an approval it needs asks this server's client; and
    // with its signal (aborted by the client's `notifications/cancelled`), which cancels it (P1),
    // and which a write not started yet obeys: it is dropped, nothing written (X5).
    // L64: numbers of the arguments are shown as the client wrote them in the tool's messages.
    // L498, L499: arguments nested too deep or holding a number JSON cannot keep were refused on the
    // raw text (check-incoming): the tool refusal, as for any invalid arguments.
    const refusal = takeCallRefusal(request.params.arguments);
    if (refusal !== undefined) {
      const compact = (compactToolNames as readonly string[]).includes(request.params.name);
      return {
        content: [{ type: 'text', text: compact ? compactError('refused', refusal) : refusal }],
        isError: true,
      };
    }
    // L571: arguments with a `__proto__` key come as the client sent them (the SDK's copy drops it).
    const args = takeCarriedArguments(request.params.arguments);
    const written = takeWrittenNumbers(args);
    const result = await mcpCall.run({ server, signal: extra.signal }, () =>
      withWrittenNumbers(written, () => host.callTool(request.params.name, args, extra.signal)),
    );
    // MCP 2025-11-25, Tools, Error Handling: an unknown tool is a protocol error (-32602).
    // R164: not an McpError, whose message starts "MCP error -32602: ": the SDK sends a thrown error's
    // message as it is and the client's McpError adds that prefix again, so a host read "MCP error
    // -32602: MCP error -32602: unknown tool …". The wire message is the sentence alone, as every
    // other -32602 answer of ours (check-incoming).
    if (result.unknownTool) throw Object.assign(new Error(result.text), { code: ErrorCode.InvalidParams });
    return { content: [{ type: 'text', text: result.text }], isError: result.isError };
  });
  return server;
}
