import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { localAccount, subjectForEmail } from './local-accounts';
import type { OidcKeys } from './oidc-keys';
import { escapeHtml, renderSignInPage } from './oidc-sign-in-page';

export const OIDC_MOUNT_PATH = '/oidc';
export const LOCAL_CLIENT_ID = 'fescue-local';
const ID_TOKEN_TTL_SECONDS = 3600;
/** Cognito's refresh token validity for the app client (infra/auth.ts RefreshTokenValidity, 30 days). */
const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
const SCOPES = 'openid email profile';
/** Cognito's name for the groups claim, so the API reads one claim whoever issued the token. */
const GROUPS_CLAIM = 'cognito:groups';

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
  endSessionEndpoint: string;
  /** OAuth token revocation (RFC 7009), where sign-out revokes the refresh token, as at Cognito's /oauth2/revoke. */
  revocationEndpoint: string;
  /** Serves every request under /oidc. */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

/**
 * The sign-out page's only script (it submits the provider's own form at once). The local stack's CSP for
 * /oidc allows exactly this script by its hash (scripts/local/security-headers.ts), no other inline one.
 */
export const LOGOUT_AUTO_SUBMIT_SCRIPT = "document.getElementById('op.logoutForm').submit()";

/**
 * The script oidc-provider writes itself (lib/response_modes/form_post.js) on the sign-out page it shows when
 * it holds no session of its own (say, its cookie expired before the app's): it submits the "yes, sign out"
 * form. The provider would add this hash to a CSP it set, but the local stack's headers replace the
 * provider's, so the /oidc CSP names it too. If a new oidc-provider changes this text, the stack's logout test
 * (scripts/local/stack.int.test.ts) fails: every inline script on the provider's pages must be allowed.
 */
export const PROVIDER_FORM_POST_SCRIPT =
  "\n    document.addEventListener('DOMContentLoaded', function () { document.forms[0].submit() });\n  ";

function page(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${head}
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">${body}</body></html>`;
}

/**
 * The first-party app needs no consent screen (Cognito's managed login shows none either): reuse the
 * session's grant for the client, or grant the app's scopes outright.
 */
async function loadExistingGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  if (!oidc.client || !oidc.session?.accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (existing && existing.accountId === oidc.session.accountId) return existing;
  const grant = new oidc.provider.Grant({
    clientId: oidc.client.clientId,
    accountId: oidc.session.accountId,
  });
  grant.addOIDCScope(SCOPES);
  await grant.save();
  return grant;
}

/**
 * oidc-provider (the certified OpenID provider library) as the local stand-in for Cognito: authorization
 * code + PKCE for one public client, its development login form (any email, any password), RS256 ID tokens
 * carrying email and names, and RP-initiated logout that finishes by itself and returns to the app.
 */
export function createLocalOidcProvider(options: { origin: string; keys: OidcKeys }): LocalOidcProvider {
  const { origin, keys } = options;
  const issuer = `${origin}${OIDC_MOUNT_PATH}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        client_name: 'Fescue',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${origin}/api/callback`],
        post_logout_redirect_uris: [`${origin}/`],
        // The dev form's account id is the email as typed; the pairwise hook turns it into a stable UUID
        // `sub`, the same one the seed uses, so the ID token never carries an email as the user id.
        subject_type: 'pairwise',
      },
    ],
    subjectTypes: ['public', 'pairwise'],
    pairwiseIdentifier: (_ctx, accountId) => subjectForEmail(accountId),
    findAccount: (_ctx, id) => {
      const account = localAccount(id);
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: true,
          ...(account.givenName ? { given_name: account.givenName } : {}),
          ...(account.familyName ? { family_name: account.familyName } : {}),
          ...(account.groups.length > 0 ? { [GROUPS_CLAIM]: account.groups } : {}),
        }),
      };
    },
    // Groups ride with `openid`, as Cognito puts cognito:groups in every ID token of a member.
    claims: {
      openid: ['sub', GROUPS_CLAIM],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    scopes: ['openid', 'email', 'profile'],
    // Put the requested claims in the ID token itself, as Cognito does: the API reads them from there.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    jwks: { keys: [keys.signingKey as NonNullable<Configuration['jwks']>['keys'][number]] },
    cookies: { keys: keys.cookieKeys },
    ttl: {
      IdToken: ID_TOKEN_TTL_SECONDS,
      AccessToken: ID_TOKEN_TTL_SECONDS,
      RefreshToken: REFRESH_TOKEN_TTL_SECONDS,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: REFRESH_TOKEN_TTL_SECONDS,
    },
    // Refresh tokens as Cognito issues them: with every code exchange (no offline_access scope to ask for),
    // outliving the provider's own sign-in session, never rotated (a rotated token sent twice by two tabs
    // renewing at once would end the grant). Revocation ends them.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: () => false,
    rotateRefreshToken: () => false,
    loadExistingGrant,
    clientBasedCORS: (_ctx, requestOrigin) => requestOrigin === origin,
    features: {
      devInteractions: { enabled: true },
      // A client revokes only its own tokens (the one client here: the app's sign-out).
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        // Ends the provider session without a confirmation click, then the provider redirects to the
        // post_logout_redirect_uri, like Cognito's /logout.
        logoutSource: (ctx, form) => {
          const autoForm = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
          ctx.type = 'html';
          ctx.body = page(
            'Signing out',
            `${autoForm}<p>Signing you out…</p>
<noscript><button type="submit" form="op.logoutForm">Continue</button></noscript>
<script>${LOGOUT_AUTO_SUBMIT_SCRIPT}</script>`,
          );
        },
        // Reached only when the logout request named no valid return address: go home anyway.
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = page(
            'Signed out',
            `<p>You are signed out. <a href="${escapeHtml(origin)}/">Back to Fescue</a></p>`,
            `<meta http-equiv="refresh" content="0;url=${escapeHtml(origin)}/">`,
          );
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      const details = Object.entries(out)
        .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</p>`)
        .join('');
      ctx.body = page(
        'Sign-in problem',
        `<h1>Sign-in problem</h1>${details}<p><a href="${escapeHtml(origin)}/">Back to Fescue</a></p>`,
      );
    },
  };

  const provider = withoutDevInteractionsWarning(() => new Provider(issuer, configuration));
  const callback = provider.callback();

  return {
    issuer,
    clientId: LOCAL_CLIENT_ID,
    authorizationEndpoint: provider.urlFor('authorization'),
    tokenEndpoint: provider.urlFor('token'),
    jwksUri: provider.urlFor('jwks'),
    endSessionEndpoint: provider.urlFor('end_session'),
    revocationEndpoint: provider.urlFor('revocation'),
    handle(req, res) {
      // Mounted under /oidc the way the library's docs mount it on a bare node server: the provider sees
      // the path without the prefix, and finds the prefix again from originalUrl when it builds URLs.
      const originalUrl = req.url ?? '/';
      const rest = originalUrl.slice(OIDC_MOUNT_PATH.length);
      Object.assign(req, { originalUrl, url: rest.startsWith('/') ? rest : `/${rest}` });
      const interaction = /^\/interaction\/([^/?]+)(?:\?.*)?$/.exec(rest);
      if (req.method === 'GET' && interaction) {
        // Fescue's own sign-in page in place of the library's; an unknown or expired interaction falls
        // through to the library, which answers it with its error page.
        void renderInteraction(provider, req, res).then(async (done) => {
          if (!done) await callback(req, res);
        });
        return;
      }
      void callback(req, res);
    },
  };
}

/** Renders the sign-in (or consent) page of a live interaction; false when there is none to render. */
async function renderInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  let details: Awaited<ReturnType<Provider['interactionDetails']>>;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    return false;
  }
  const prompt = details.prompt.name;
  if (prompt !== 'login' && prompt !== 'consent') return false;
  const action = `${OIDC_MOUNT_PATH}/interaction/${encodeURIComponent(details.uid)}`;
  const loginHint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(
    renderSignInPage({ prompt, action, abortUrl: `${action}/abort`, ...(loginHint ? { loginHint } : {}) }),
  );
  return true;
}

/** The library warns that its dev login form and in-memory store are on; here they are the point. */
function withoutDevInteractionsWarning<T>(create: () => T): T {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && /devInteractions|in-memory adapter/.test(args[0])) return;
    warn(...args);
  };
  try {
    return create();
  } finally {
    console.warn = warn;
  }
}
