import * as oidc from 'openid-client';
import * as z from 'zod';
import { getConfig } from '../../lib/config';
import { resolveAppOrigin } from '../../lib/http/app-origin';
import type { PublicRoute } from '../../lib/http/http-handler';
import { redirect } from '../../lib/http/responses';
import { loginStateCookie } from '../login-state';
import { getOidcConfiguration } from '../oidc-client';
import { sanitiseReturnTo } from '../return-to';

export const LOGIN_SCOPE = 'openid email profile';

export const loginQuerySchema = z.object({ returnTo: z.string().optional() });

/** GET /api/login: a browser navigation that starts the authorization code flow with PKCE, state and nonce. */
export const login: PublicRoute = {
  auth: 'public',
  async handle(event) {
    const config = getConfig();
    const appOrigin = resolveAppOrigin(event, config);
    // A bad returnTo is not worth an error page on a sign-in navigation: it just lands on the home page.
    const query = loginQuerySchema.safeParse(event.queryStringParameters ?? {});
    const returnTo = sanitiseReturnTo(query.success ? query.data.returnTo : undefined);

    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const authorizationUrl = oidc.buildAuthorizationUrl(getOidcConfiguration(config.oidc), {
      redirect_uri: `${appOrigin}/api/callback`,
      scope: LOGIN_SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return redirect(authorizationUrl.href, [
      loginStateCookie({ codeVerifier, state, nonce, returnTo }, appOrigin),
    ]);
  },
};
