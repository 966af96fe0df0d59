import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults that run locally with the embedded sandbox', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SANDBOX).toBe('embedded');
    expect(config.REDIS_URL).toBeUndefined();
  });
  it('turns the sandbox off in production or with an upstream', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SANDBOX).toBe('off');
    expect(loadConfig({ UPSTREAM_URL: 'http://sandbox:4010' }).SANDBOX).toBe('off');
  });
  it('stops with a list of everything that is wrong', () => {
    try {
      loadConfig({ PORT: 'abc', REDIS_URL: 'http://nope', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/REDIS_URL/);
      expect(problems).toMatch(/LOG_LEVEL/);
    }
  });
});
