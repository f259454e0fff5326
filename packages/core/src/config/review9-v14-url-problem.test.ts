/**
 * review9 V14: a configured URL that is not usable says what is wrong with it, not only "expected
 * an http(s) URL" for a value that is one: a port outside 1–65535 or not a number, an IPv6 address
 * without its "]", another scheme. Through the real config loader (`parseConfig`).
 */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/index.js';
import { parseConfig } from './parse-config.js';

const messageOf = (model: Record<string, unknown>) => {
  try {
    parseConfig({ model: { model: 'm', ...model } });
  } catch (error) {
    expect(ConfigError.isInstance(error)).toBe(true);
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('review9 V14: URL problems are named', () => {
  it.each([
    ['http://127.0.0.1:180109/v1', /port from 1 to 65535 \("180109" is not a port\)/],
    ['http://127.0.0.1:99999/v1', /port from 1 to 65535 \("99999" is not a port\)/],
    ['http://127.0.0.1:11x34/v1', /port from 1 to 65535 \("11x34" is not a port\)/],
    ['http://[::1/v1', /IPv6 address ends with "\]"/],
    ['ftp://example.org/v1', /an http\(s\) URL, not ftp: \(such as "http:\/\/127\.0\.0\.1:11434\/v1"\)/],
    ['not a url', /expected an http\(s\) URL such as "http:\/\/127\.0\.0\.1:11434\/v1", got "not a url"/],
  ])('model.baseURL %s', (baseURL, expected) => {
    const message = messageOf({ baseURL });
    expect(message).toMatch(/^model\.baseURL: expected /);
    expect(message).toMatch(expected);
  });

  it('a good URL with a port is accepted', () => {
    expect(parseConfig({ model: { model: 'm', baseURL: 'http://[::1]:11434/v1' } }).model?.baseURL).toBe(
      'http://[::1]:11434/v1',
    );
  });
});
