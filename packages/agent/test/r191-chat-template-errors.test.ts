/**
 * R191 (seed 002, small local models): a model whose chat template cannot render the agent's
 * conversation — LM Studio's `Error rendering prompt with jinja template: "Only user and assistant roles
 * are supported!"` (Mistral 7B v0.3), Gemma's `System role not supported`, vLLM's and llama.cpp's
 * `Conversation roles must alternate user/assistant/…` — failed `ma summarize` with the server's words
 * and no cause or fix; llama.cpp's HTTP 500 was asked three times and then called a server crash. Now
 * it is the model's template named, with what to load instead and the offline engine, once, unretried,
 * nothing written but the failure record.
 * Real scripted OpenAI-compatible server, sample vault copy.
 * Spec: seed 002; docs/contracts.md (transport failures: `<what happened>; <what to do>`); C26.
 */
import type { ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const FORMS: [string, ScriptedTurn][] = [
  [
    'LM Studio',
    {
      status: 400,
      body: {
        error:
          'Error rendering prompt with jinja template: "Only user and assistant roles are supported!".\n\nThis is usually an issue with the model\'s prompt template.',
      },
    },
  ],
  [
    'llama.cpp --jinja',
    {
      status: 500,
      body: {
        error: {
          code: 500,
          message: 'Conversation roles must alternate user/assistant/user/assistant/...',
          type: 'server_error',
        },
      },
    },
  ],
  [
    'vLLM (Gemma)',
    {
      status: 400,
      body: { object: 'error', message: 'System role not supported', type: 'BadRequestError', code: 400 },
    },
  ],
];

describe('R191: a chat template that cannot render the conversation', () => {
  it.each(FORMS)('R191: %s: fails once, unretried, naming the template and what to load', async (_, turn) => {
    h = await startHarness([turn, turn, turn]);
    const error = await summaryRunFailure(summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }));
    expect(h.server.requests).toHaveLength(1);
    expect(error.message).toMatch(/^model endpoint returned HTTP \d+: /);
    expect(error.message).toContain(
      "; the model's chat template on the server cannot render the agent's conversation (a system prompt, tool calls and tool results",
    );
    expect(error.message).toMatch(/LM Studio: the lmstudio-community build.*--engine extractive$/);
    expect(await h.readOrNull(`Summaries/${functionalName}.md`)).toBeNull();
    expect(await h.read(FUNCTIONAL)).toContain('status: failed');
  });
});
