/**
 * The local provider's sign-in page, in Fescue's colours, standing in for Cognito's managed login. It replaces
 * the oidc-provider library's development form (which imports a font from a font CDN) with a page that loads
 * nothing from outside: system fonts, inline styles (allowed by the /oidc CSP), no script. The form posts to
 * the library's own interaction route with the same fields (`prompt`, `login`, `password`), so the library
 * still checks and finishes the interaction.
 */
export interface SignInPageOptions {
  /** `login` asks for an email; `consent` asks the golfer to allow the app (not asked of the first-party app). */
  prompt: 'login' | 'consent';
  /** Where the form posts: the library's interaction route, under the /oidc mount. */
  action: string;
  /** Cancels the sign-in and returns to the app with access_denied. */
  abortUrl: string;
  /** The email typed before, shown again when the provider asks once more. */
  loginHint?: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  background: #f4f1e8; color: #1f2a22; }
main { width: 100%; max-width: 26rem; background: #fff; border: 1px solid #d9d3c2; border-radius: 16px;
  box-shadow: 0 8px 24px rgba(31, 42, 34, 0.08); padding: 2rem 1.75rem; }
.brand { display: flex; align-items: center; gap: 0.6rem; margin: 0 0 1.5rem; color: #2f5d3a;
  font-family: Georgia, "Times New Roman", serif; font-size: 1.6rem; font-weight: 600; letter-spacing: 0.01em; }
.brand svg { width: 1.75rem; height: 1.75rem; }
h1 { margin: 0 0 0.5rem; font-size: 1.35rem; }
.note { margin: 0 0 1.25rem; padding: 0.75rem 0.9rem; border-radius: 10px; background: #eef4ec;
  border: 1px solid #c9dcc5; font-size: 0.92rem; line-height: 1.45; }
label { display: block; margin: 0 0 0.35rem; font-weight: 600; font-size: 0.95rem; }
input { width: 100%; height: 2.9rem; margin: 0 0 1rem; padding: 0 0.8rem; border: 1px solid #b8b09b;
  border-radius: 10px; font: inherit; font-size: 1rem; background: #fff; color: inherit; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #7aa874; outline-offset: 2px; }
button { width: 100%; height: 2.9rem; border: 0; border-radius: 10px; background: #2f5d3a; color: #fff;
  font: inherit; font-size: 1rem; font-weight: 600; cursor: pointer; }
button:hover { background: #244a2d; }
.cancel { display: block; margin: 1rem 0 0; text-align: center; color: #4b5a4f; font-size: 0.92rem; }
`;

const FLAG_ICON = `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"
 stroke-linejoin="round" aria-hidden="true"><path d="M5 22V3"/><path d="M5 4h11l-2 4 2 4H5"/></svg>`;

export function renderSignInPage(options: SignInPageOptions): string {
  const action = escapeHtml(options.action);
  const form =
    options.prompt === 'login'
      ? `<h1>Sign in to Fescue</h1>
<p class="note">This is the <strong>local development sign-in</strong>, standing in for Amazon Cognito on
this laptop. Use <strong>any email and any password</strong>: a new email becomes a new account, and
<strong>demo@fescue.golf</strong> is the seeded demo golfer.</p>
<form autocomplete="off" action="${action}" method="post">
<input type="hidden" name="prompt" value="login"/>
<label for="login">Email</label>
<input id="login" type="email" name="login" required autofocus inputmode="email"
 value="${escapeHtml(options.loginHint ?? '')}"/>
<label for="password">Password</label>
<input id="password" type="password" name="password" required/>
<button type="submit">Sign in</button>
</form>`
      : `<h1>Allow Fescue</h1>
<p class="note">Fescue asks to read your email and name from this local sign-in.</p>
<form autocomplete="off" action="${action}" method="post">
<input type="hidden" name="prompt" value="consent"/>
<button type="submit" autofocus>Continue</button>
</form>`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Fescue (local)</title><style>${STYLE}</style></head>
<body><main>
<p class="brand">${FLAG_ICON}Fescue</p>
${form}
<a class="cancel" href="${escapeHtml(options.abortUrl)}">Cancel and go back</a>
</main></body></html>`;
}
