import { describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/index.js';
import { mergeModelOverrides } from './merge-model-overrides.js';
import { parseConfig } from './parse-config.js';
import { resolveApiKey } from './resolve-api-key.js';

const withModel = parseConfig({
  model: { baseURL: 'http://127.0.0.1:11434/v1', model: 'qwen3:8b', apiKey: 'secret' },
});

describe('mergeModelOverrides', () => {
  it('creates a model section from --base-url and --model', () => {
    const merged = mergeModelOverrides(parseConfig(undefined), {
      baseURL: 'http://localhost:8080/v1',
      model: 'm',
    });
    expect(merged.model).toMatchObject({ baseURL: 'http://localhost:8080/v1', model: 'm', maxSteps: 40 });
    expect(Object.isFrozen(merged.model)).toBe(true);
  });

  it('refuses a base URL without a model name when the config has no model', () => {
    const error = (() => {
      try {
        return mergeModelOverrides(parseConfig(undefined), { baseURL: 'http://localhost:8080/v1' });
      } catch (e) {
        return e;
      }
    })() as ConfigError;
    expect(ConfigError.isInstance(error)).toBe(true);
    expect(error.key).toBe('model.model');
    expect(error.message).toBe(
      'model.model: expected a model name (config "model.model" or --model), got nothing',
    );
  });

  it('parseConfig(raw, { modelOverrides }) completes a partial raw model section', () => {
    const config = parseConfig(
      { model: { timeoutMs: 3000 } },
      { modelOverrides: { baseURL: 'http://localhost:8080/v1', model: 'm' } },
    );
    expect(config.model).toMatchObject({ baseURL: 'http://localhost:8080/v1', model: 'm', timeoutMs: 3000 });
    expect(() => parseConfig({ model: { timeoutMs: 3000 } })).toThrow(/^model\.baseURL: expected a base URL/);
  });

  it('overrides single fields and leaves the input untouched', () => {
    const merged = mergeModelOverrides(withModel, { model: 'llama3' });
    expect(merged.model?.model).toBe('llama3');
    expect(merged.model?.apiKey).toBe('secret');
    expect(withModel.model?.model).toBe('qwen3:8b');
  });

  it('lets apiKeyEnv replace a configured apiKey', () => {
    const merged = mergeModelOverrides(withModel, { apiKeyEnv: 'OTHER_KEY' });
    expect(merged.model?.apiKey).toBeUndefined();
    expect(merged.model?.apiKeyEnv).toBe('OTHER_KEY');
  });

  it('validates the overridden values', () => {
    expect(() => mergeModelOverrides(withModel, { baseURL: 'not a url' })).toThrow(
      /^model\.baseURL: expected/,
    );
  });

  it('ignores empty overrides', () => {
    expect(mergeModelOverrides(withModel, { model: '', baseURL: undefined })).toBe(withModel);
  });
});

describe('resolveApiKey', () => {
  it('returns the inline key, the env key, or nothing', () => {
    expect(resolveApiKey(withModel.model!, {})).toBe('secret');
    const envModel = mergeModelOverrides(withModel, { apiKeyEnv: 'MA_API_KEY' }).model!;
    expect(resolveApiKey(envModel, { MA_API_KEY: 'k1' })).toBe('k1');
    const noKey = parseConfig({ model: { baseURL: 'http://x/v1', model: 'm' } }).model!;
    expect(resolveApiKey(noKey, { MA_API_KEY: 'k1' })).toBeUndefined();
  });

  it('names the variable when it is named but unset', () => {
    const envModel = mergeModelOverrides(withModel, { apiKeyEnv: 'MA_API_KEY' }).model!;
    expect(() => resolveApiKey(envModel, {})).toThrow(/MA_API_KEY is not set/);
    expect(() => resolveApiKey(envModel, { MA_API_KEY: '' })).toThrow(ConfigError);
  });
});
