import { describe, expect, it } from 'vitest';
import { CookieJar, parseInteractionForm } from './sign-in-driver';

function responseWithCookies(cookies: string[]): Response {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { headers });
}

describe('CookieJar', () => {
  it('keeps cookies by name and forgets expired ones', () => {
    const jar = new CookieJar();
    jar.store(responseWithCookies(['a=1; Path=/; HttpOnly', 'b=2; Path=/oidc', 'c=3']));
    jar.store(
      responseWithCookies([
        'b=; Max-Age=0',
        'c=old; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
        'a=10; SameSite=Lax',
      ]),
    );
    expect(jar.header()).toBe('a=10');
    expect(jar.get('b')).toBeUndefined();
  });
});

describe('parseInteractionForm', () => {
  it('finds the action and the prompt of the dev login form', () => {
    const html =
      '<form autocomplete="off" action="/oidc/interaction/abc&#x2F;def" method="post">' +
      '<input type="hidden" name="prompt" value="login"/><input name="login"></form>';
    expect(parseInteractionForm(html)).toEqual({ action: '/oidc/interaction/abc/def', prompt: 'login' });
  });

  it('finds nothing in a page without the form', () => {
    expect(parseInteractionForm('<p>oops</p>')).toBeUndefined();
  });
});
