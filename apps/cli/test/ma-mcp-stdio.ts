/**
 * Test helper: connects an MCP SDK `Client` to the BUILT `ma mcp …args` over stdio, the way a host
 * does. The client is made by the caller (its name, capabilities and request handlers are the
 * test's); the server's stderr is piped, not shown.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { maBin } from './run-ma.js';

/** Connects `client` to `node bin/ma.js mcp …args`; resolves with it once initialized. */
export async function connectMaMcp(client: Client, args: string[]): Promise<Client> {
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [maBin, 'mcp', ...args], stderr: 'pipe' }),
  );
  return client;
}
