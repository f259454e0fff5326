import { describe, expect, it } from 'vitest';
import { mergeModelOverrides } from './merge-model-overrides.js';
import { parseConfig } from './parse-config.js';

const main = { baseURL: 'http://127.0.0.1:11434/v1', model: 'qwen3:14b' };
const small = { baseURL: 'http://127.0.0.1:8080/v1', model: 'qwen3:1.7b' };

describe('I14 models config', () => {
  it('I14: models.main is another name for model; small defaults to null (the main model)', () => {
    const config = parseConfig({ models: { main } });
    expect(config.model).toMatchObject(main);
    expect(config.models.main).toEqual(config.model);
    expect(config.models.small).toBeNull();
    expect(parseConfig({ model: main }).models.main).toEqual(parseConfig({ model: main }).model);
  });

  it('I14: models.small is a full endpoint section with the model defaults', () => {
    const config = parseConfig({ model: main, models: { small } });
    expect(config.models.small).toMatchObject({ ...small, maxSteps: 40, timeoutMs: 120_000 });
  });

  it('I14: model and a different models.main are refused; small without a main model is refused', () => {
    expect(() => parseConfig({ model: main, models: { main: small } })).toThrow(/models\.main/);
    expect(() => parseConfig({ models: { small } })).toThrow(/models\.small/);
  });

  it('I14: contextWindow and maxOutputTokens are whole token counts; the reply takes at most half', () => {
    expect(
      parseConfig({ model: { ...main, contextWindow: 8192, maxOutputTokens: 1024 } }).model,
    ).toMatchObject({
      contextWindow: 8192,
      maxOutputTokens: 1024,
    });
    expect(() => parseConfig({ model: { ...main, contextWindow: 100 } })).toThrow(/model\.contextWindow/);
    expect(() => parseConfig({ model: { ...main, contextWindow: 8192, maxOutputTokens: 6000 } })).toThrow(
      /model\.maxOutputTokens/,
    );
  });

  it('I14: CLI/environment overrides reach models.main when it is the section given', () => {
    const config = parseConfig({ models: { main, small } }, { modelOverrides: { model: 'llama3.1:8b' } });
    expect(config.model?.model).toBe('llama3.1:8b');
    expect(config.models.main?.model).toBe('llama3.1:8b');
    expect(config.models.small?.model).toBe('qwen3:1.7b');
    const merged = mergeModelOverrides(config, { baseURL: 'http://10.0.0.2:11434/v1' });
    expect(merged.model?.baseURL).toBe('http://10.0.0.2:11434/v1');
    expect(merged.models.main).toEqual(merged.model);
  });
});
