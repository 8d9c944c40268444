import { describe, expect, it } from 'vitest';
import { parseInteractionForm } from './sign-in-driver';
import { renderSignInPage } from './oidc-sign-in-page';

describe('the local sign-in page', () => {
  const login = renderSignInPage({
    prompt: 'login',
    action: '/oidc/interaction/abc',
    abortUrl: '/oidc/interaction/abc/abort',
  });

  it('says it is the local development provider, taking any email and any password', () => {
    expect(login).toContain('local development sign-in');
    expect(login).toContain('any email and any password');
    expect(login).toContain('Fescue');
  });

  it('posts the library’s fields to the interaction route', () => {
    expect(parseInteractionForm(login)).toEqual({ action: '/oidc/interaction/abc', prompt: 'login' });
    expect(login).toMatch(/<input[^>]*name="login"/);
    expect(login).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    expect(login).toMatch(/<label for="login">Email<\/label>/);
  });

  it('loads nothing from another host and runs no script', () => {
    for (const page of [login, renderSignInPage({ prompt: 'consent', action: '/a', abortUrl: '/b' })]) {
      expect(page).not.toMatch(/https?:\/\//);
      expect(page).not.toMatch(/@import|<script|<link/i);
    }
  });

  it('escapes what it is given', () => {
    const page = renderSignInPage({
      prompt: 'login',
      action: '/oidc/interaction/"><x',
      abortUrl: '/b',
      loginHint: '<b>@x.golf',
    });
    expect(page).not.toContain('"><x');
    expect(page).not.toContain('<b>@');
  });
});
