import { afterEach, describe, expect, it, vi } from 'vitest';
import { logLoadError } from './log-load-error.ts';

describe('logLoadError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a failed load and passes the error on', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('HTTP 500');
    expect(() => logLoadError('search')(failure)).toThrow(failure);
    expect(logged).toHaveBeenCalledWith('Failed to load search', failure);
  });

  it('passes a request the page called off on without logging it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    expect(() => logLoadError('search')(aborted)).toThrow(aborted);
    expect(logged).not.toHaveBeenCalled();
  });
});
