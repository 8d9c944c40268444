import { describe, expect, it } from 'vitest';
import { sanitiseReturnTo } from './return-to';

/** What a browser does with the Location header: resolve it against the app's origin. */
function landsOnAppOrigin(location: string): boolean {
  return new URL(location, 'https://app.example').origin === 'https://app.example';
}

describe('sanitiseReturnTo', () => {
  it.each([
    ['/profile', '/profile'],
    ['/rounds?page=2#top', '/rounds?page=2#top'],
    ['/', '/'],
    ['/a/../profile', '/profile'],
    ['/%2e%2e/profile', '/profile'],
    ['/courses/st-andrews?tab=rounds', '/courses/st-andrews?tab=rounds'],
    // Percent-encoded slashes and backslashes stay encoded: a browser reads them as part of one path segment.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
  ])('keeps the same-site path %s as %s', (input, expected) => {
    expect(sanitiseReturnTo(input)).toBe(expected);
  });

  // Each of these starts with one slash but resolves to `//evil.example`: an open redirect.
  it.each([
    ['/..//evil.example', 'dot-dot then a double slash'],
    ['/.//evil.example', 'a dot segment then a double slash'],
    ['/a/..//evil.example', 'a segment undone by dot-dot'],
    ['/%2e%2e//evil.example', 'percent-encoded dots'],
    ['/%2E%2E//evil.example', 'upper-case percent-encoded dots'],
    ['/.%2e//evil.example', 'half-encoded dots'],
    ['/a/b/../..//evil.example', 'two segments undone'],
    ['/..//evil.example/path?x=1#y', 'with a path, query and fragment'],
  ])('refuses the open-redirect bypass %s (%s)', (input) => {
    expect(sanitiseReturnTo(input)).toBe('/');
  });

  it.each([
    ['//evil.example/x', 'a protocol-relative URL'],
    ['/\\evil.example', 'a backslash that browsers read as a slash'],
    ['/./\\evil.example', 'a dot segment then a backslash'],
    ['/..\\evil.example', 'dot-dot then a backslash'],
    ['\\\\evil.example', 'two backslashes'],
    ['/\t/evil.example', 'a tab that browsers strip'],
    ['/\n/evil.example', 'a newline that browsers strip'],
    ['/\r\n/evil.example', 'a CR LF (header injection)'],
    ['/\u0000/evil.example', 'a NUL'],
    ['https://evil.example/', 'an absolute URL'],
    ['https:evil.example', 'a scheme without slashes'],
    ['http://localhost:3000/profile', 'even our own origin written out in full'],
    ['javascript:alert(1)', 'a script URL'],
    ['JavaScript:alert(1)', 'a script URL in mixed case'],
    ['data:text/html,<script>alert(1)</script>', 'a data URL'],
    ['profile', 'a path without a leading slash'],
    [' /profile', 'a leading space'],
    [`/${'a'.repeat(600)}`, 'a very long value'],
    [`/${'é'.repeat(200)}`, 'a value that grows past the limit once percent-encoded'],
    ['', 'an empty value'],
  ])('falls back to / for %j (%s)', (input) => {
    expect(sanitiseReturnTo(input)).toBe('/');
  });

  it.each([undefined, null])('falls back to / for a missing value (%s)', (input) => {
    expect(sanitiseReturnTo(input)).toBe('/');
  });

  it('never returns anything a browser would follow off the site, whatever the input', () => {
    const pieces = [
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2f',
      '%5c',
      'evil.example',
      '@',
      ':',
      '?',
      '#',
      '\t',
    ];
    // Every three-piece combination after a leading slash: the shapes known bypasses are made of, and more.
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces) {
          const result = sanitiseReturnTo(`/${a}${b}${c}`);
          expect(result.startsWith('/'), result).toBe(true);
          expect(result.startsWith('//') || result.startsWith('/\\'), result).toBe(false);
          expect(landsOnAppOrigin(result), result).toBe(true);
        }
  });
});
