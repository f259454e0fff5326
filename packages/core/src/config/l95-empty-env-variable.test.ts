/**
 * L95: `model.apiKeyEnv` names a variable that is set but empty (`export MA_API_KEY=`, a service
 * file's `Environment=MA_API_KEY=`). Before, the message said it "is not set", sending the user to
 * set a variable that is already set; now it says it is empty. Unset is still "is not set".
 * Spec: docs/vault-format.md, Configuration (`apiKeyEnv`).
 */
import { describe, expect, it } from 'vitest';
import { envVariableProblem } from './env-variable-problem.js';
import { parseConfig } from './parse-config.js';
import { resolveApiKey } from './resolve-api-key.js';

const model = parseConfig({
  model: { baseURL: 'http://127.0.0.1:11434/v1', model: 'qwen3:8b', apiKeyEnv: 'MA_API_KEY' },
}).model!;

const messageOf = (env: Record<string, string | undefined>) => {
  try {
    resolveApiKey(model, env);
    return 'no error';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('L95: an empty API-key variable is said to be empty', () => {
  it('L95: MA_API_KEY set to "" or white space is reported as empty, not as not set', () => {
    for (const value of ['', '   ', '\t\n'])
      expect(messageOf({ MA_API_KEY: value })).toBe(
        'model.apiKeyEnv: the environment variable MA_API_KEY is set but empty (it should hold the API key)',
      );
    expect(messageOf({})).toBe(
      'model.apiKeyEnv: the environment variable MA_API_KEY is not set (it should hold the API key)',
    );
    expect(messageOf({ MA_API_KEY: ' k1 ' })).toBe('no error');
  });

  it('L95: envVariableProblem tells unset, empty and set apart', () => {
    expect(envVariableProblem({}, 'X')).toBe('is not set');
    expect(envVariableProblem({ X: ' ' }, 'X')).toBe('is set but empty');
    expect(envVariableProblem({ X: 'v' }, 'X')).toBeNull();
  });
});
