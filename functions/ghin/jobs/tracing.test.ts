import { describe, expect, it } from 'vitest';
import { tracer } from './tracing';

describe('the GHIN jobs’ tracer', () => {
  it('stays off outside Lambda (no X-Ray daemon to send to)', () => {
    expect(tracer.isTracingEnabled()).toBe(false);
  });
});
