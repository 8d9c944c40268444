import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { REFRESH_ABSOLUTE_LIMIT_MS } from '../functions/auth/refresh-session';
import { onlyResource, renderValue, type Resources } from './testing/template-values';
import { customDomainWithGoogle, synthFescue } from './testing/synth';

const generated = synthFescue().template;
const customDomain = synthFescue({ ...customDomainWithGoogle, authDomainPrefix: 'fescue-golf' }).template;

const [poolId, pool] = onlyResource(generated.findResources('AWS::Cognito::UserPool') as Resources);
const [clientId, generatedClient] = onlyResource(
  generated.findResources('AWS::Cognito::UserPoolClient') as Resources,
);
const [, customDomainClient] = onlyResource(
  customDomain.findResources('AWS::Cognito::UserPoolClient') as Resources,
);
const [distributionId] = onlyResource(generated.findResources('AWS::CloudFront::Distribution') as Resources);

/** The UpdateUserPoolClient call the custom resource makes, with references rendered as placeholders. */
function urlRegistrationCall(): { action: string; parameters: Record<string, unknown> } {
  // The photos bucket's CORS rule is set by a custom resource too; this one updates the web client.
  const clientUpdates = Object.fromEntries(
    Object.entries(generated.findResources('Custom::AWS') as Resources).filter(([, candidate]) =>
      renderValue(candidate.Properties.Create).includes('UpdateUserPoolClient'),
    ),
  );
  const [, resource] = onlyResource(clientUpdates);
  const create = JSON.parse(renderValue(resource.Properties.Create)) as {
    action: string;
    parameters: Record<string, unknown>;
  };
  expect(JSON.parse(renderValue(resource.Properties.Update))).toEqual(create);
  return create;
}

describe('the user pool', () => {
  it('lets golfers sign up themselves with their email, which is verified', () => {
    expect(pool.Properties).toMatchObject({
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Schema: expect.arrayContaining([
        { Name: 'email', Required: true, Mutable: true },
        { Name: 'given_name', Required: false, Mutable: true },
        { Name: 'family_name', Required: false, Mutable: true },
      ]),
    });
  });

  it('offers golfers optional TOTP MFA (an authenticator app), and no SMS', () => {
    expect(pool.Properties.MfaConfiguration).toBe('OPTIONAL');
    expect(pool.Properties.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
  });

  it('has an admins group for operators, whose ID tokens then carry cognito:groups', () => {
    generated.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
      GroupName: 'admins',
      UserPoolId: { Ref: poolId },
    });
  });

  it('is protected from deletion and retained with the stack', () => {
    expect(pool.Properties.DeletionProtection).toBe('ACTIVE');
    expect(pool.DeletionPolicy).toBe('Retain');
  });

  it('uses managed login v2 with Cognito branding for the web client', () => {
    generated.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      ManagedLoginVersion: 2,
      UserPoolId: { Ref: poolId },
    });
    generated.hasResourceProperties('AWS::Cognito::ManagedLoginBranding', {
      ClientId: { Ref: clientId },
      UseCognitoProvidedValues: true,
    });
  });

  it('takes the domain prefix from context, or derives one from the stack id', () => {
    customDomain.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'fescue-golf' });
    const [, domain] = onlyResource(generated.findResources('AWS::Cognito::UserPoolDomain') as Resources);
    expect(JSON.stringify(domain.Properties.Domain)).toContain('AWS::StackId');
  });
});

describe('the web client', () => {
  it('has no secret and allows no password or SRP flows: only managed login, then refresh', () => {
    for (const client of [generatedClient, customDomainClient]) {
      expect(client.Properties.GenerateSecret).toBe(false);
      expect(client.Properties.ExplicitAuthFlows).toEqual(['ALLOW_REFRESH_TOKEN_AUTH']);
    }
  });

  it('keeps golfers signed in for at most 30 days, on one-hour ID tokens whose refresh tokens sign-out can revoke', () => {
    // The API's absolute cap (functions/auth/refresh-session.ts) is the refresh token's own validity: a renewal
    // never asks Cognito for more than it gives, nor keeps a golfer signed in longer than documented.
    for (const client of [generatedClient, customDomainClient]) {
      expect(client.Properties).toMatchObject({
        EnableTokenRevocation: true,
        IdTokenValidity: 60,
        RefreshTokenValidity: REFRESH_ABSOLUTE_LIMIT_MS / (24 * 3600 * 1000),
        TokenValidityUnits: { IdToken: 'minutes', RefreshToken: 'days' },
      });
    }
    expect(REFRESH_ABSOLUTE_LIMIT_MS).toBe(30 * 24 * 3600 * 1000);
  });

  it('uses the authorization code flow with openid, email and profile on a custom domain', () => {
    expect(customDomainClient.Properties).toMatchObject({
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      CallbackURLs: ['https://golf.example.com/api/callback'],
      LogoutURLs: ['https://golf.example.com/'],
    });
    customDomain.resourceCountIs('Custom::AWS', 0);
  });

  it('gets its callback and logout URLs on the generated CloudFront domain once the distribution exists', () => {
    // Until the custom resource runs, no OAuth flow is possible at all (rather than one with a placeholder URL).
    expect(generatedClient.Properties.AllowedOAuthFlowsUserPoolClient).toBe(false);
    expect(generatedClient.Properties.CallbackURLs).toBeUndefined();
    const call = urlRegistrationCall();
    expect(call.action).toBe('UpdateUserPoolClient');
    expect(call.parameters).toMatchObject({
      UserPoolId: `\${${poolId}}`,
      ClientId: `\${${clientId}}`,
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      CallbackURLs: [`https://\${${distributionId}.DomainName}/api/callback`],
      LogoutURLs: [`https://\${${distributionId}.DomainName}/`],
    });
  });

  it('passes every other client setting to UpdateUserPoolClient, which resets the ones it is not given', () => {
    const { parameters } = urlRegistrationCall();
    const oauthKeys = ['AllowedOAuthFlowsUserPoolClient', 'AllowedOAuthFlows', 'AllowedOAuthScopes'];
    const cfnOnly = ['UserPoolId', 'GenerateSecret'];
    for (const [key, value] of Object.entries(generatedClient.Properties)) {
      if (cfnOnly.includes(key) || oauthKeys.includes(key)) continue;
      expect(parameters[key], key).toEqual(value);
    }
  });

  it('may update only this user pool', () => {
    generated.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [
          {
            Action: 'cognito-idp:UpdateUserPoolClient',
            Effect: 'Allow',
            Resource: { 'Fn::GetAtt': [poolId, 'Arn'] },
          },
        ],
      },
    });
  });
});

describe('Google sign-in', () => {
  it('is absent without googleClientId in context', () => {
    generated.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    expect(urlRegistrationCall().parameters.SupportedIdentityProviders).toEqual(['COGNITO']);
  });

  it('is a federated provider with the secret from Secrets Manager and mapped names when configured', () => {
    customDomain.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: {
        client_id: customDomainWithGoogle.googleClientId,
        client_secret: `{{resolve:secretsmanager:${customDomainWithGoogle.googleClientSecretName}:SecretString:::}}`,
        authorize_scopes: 'openid email profile',
      },
      AttributeMapping: Match.objectLike({
        email: 'email',
        given_name: 'given_name',
        family_name: 'family_name',
      }),
    });
    const [googleId] = onlyResource(
      customDomain.findResources('AWS::Cognito::UserPoolIdentityProvider') as Resources,
    );
    const providers = customDomainClient.Properties.SupportedIdentityProviders as unknown[];
    expect(providers.map(renderValue)).toEqual(['COGNITO', `\${${googleId}}`]);
  });
});

describe('what the functions are told about the issuer', () => {
  const [, fn] = Object.entries(generated.findResources('AWS::Lambda::Function') as Resources).find(([id]) =>
    id.startsWith('ApiAuth'),
  ) ?? ['', { Properties: {} }];
  const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
  const [domainId] = onlyResource(generated.findResources('AWS::Cognito::UserPoolDomain') as Resources);
  const cognitoBase = `https://\${${domainId}}.auth.\${AWS::Region}.amazoncognito.com`;

  it('names the Cognito issuer, its JWKS and the managed login endpoints', () => {
    expect(
      Object.fromEntries(Object.entries(env).map(([key, value]) => [key, renderValue(value)])),
    ).toMatchObject({
      OIDC_ISSUER: `https://cognito-idp.\${AWS::Region}.amazonaws.com/\${${poolId}}`,
      OIDC_JWKS_URI: `https://cognito-idp.\${AWS::Region}.amazonaws.com/\${${poolId}}/.well-known/jwks.json`,
      OIDC_CLIENT_ID: `\${${clientId}}`,
      OIDC_AUTHORIZATION_ENDPOINT: `${cognitoBase}/oauth2/authorize`,
      OIDC_TOKEN_ENDPOINT: `${cognitoBase}/oauth2/token`,
      OIDC_LOGOUT_ENDPOINT: `${cognitoBase}/logout`,
      OIDC_REVOCATION_ENDPOINT: `${cognitoBase}/oauth2/revoke`,
      OIDC_LOGOUT_STYLE: 'cognito',
    });
  });
});
