import { describe, expect, it } from 'vitest';
import { sanitiseReturnTo } from './return-to';

describe('sanitiseReturnTo', () => {
  it.each([
    ['/profile', '/profile'],
    ['/rounds?page=2#top', '/rounds?page=2#top'],
    ['/', '/'],
    ['/a/../profile', '/profile'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(sanitiseReturnTo(input)).toBe(expected);
  });

  it.each([
    ['//evil.example/x', 'a protocol-relative URL'],
    ['/\\evil.example', 'a backslash that browsers read as a slash'],
    ['https://evil.example/', 'an absolute URL'],
    ['javascript:alert(1)', 'a script URL'],
    ['profile', 'a path without a leading slash'],
    ['/%0d%0aSet-Cookie:x', 'nothing bad once encoded, so it is kept as a path'],
  ])('turns %s (%s) into a safe path', (input) => {
    const result = sanitiseReturnTo(input);
    expect(result.startsWith('/')).toBe(true);
    expect(result.startsWith('//')).toBe(false);
    expect(new URL(result, 'https://app.example').origin).toBe('https://app.example');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'profile',
    '/x\ny',
    undefined,
    '',
    `/${'a'.repeat(600)}`,
  ])('falls back to / for %j', (input) => {
    expect(sanitiseReturnTo(input)).toBe('/');
  });
});
