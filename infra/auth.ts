import { Aws, Fn, RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import type { UserPoolDomain } from 'aws-cdk-lib/aws-cognito';
import {
  AccountRecovery,
  CfnManagedLoginBranding,
  CfnUserPoolGroup,
  CfnUserPoolClient,
  type CfnUserPoolClientProps,
  FeaturePlan,
  ManagedLoginVersion,
  Mfa,
  ProviderAttribute,
  UserPool,
  UserPoolIdentityProviderGoogle,
} from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement, Role } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  AwsCustomResource,
  AwsCustomResourcePolicy,
  PhysicalResourceId,
  type AwsSdkCall,
} from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { ENV } from '../functions/lib/config';
import { OPERATOR_GROUP } from '../functions/lib/session/operator';
import type { FescueConfig } from './config';

/**
 * The app client's settings in the shape of Cognito's UpdateUserPoolClient request. One object feeds both
 * the CloudFormation resource and the custom resource that registers the URLs, so they cannot disagree, and
 * it names every setting because UpdateUserPoolClient resets any setting it is not given.
 */
interface ClientSettings {
  ClientName: string;
  ExplicitAuthFlows: string[];
  SupportedIdentityProviders: string[];
  AllowedOAuthFlowsUserPoolClient: boolean;
  AllowedOAuthFlows?: string[];
  AllowedOAuthScopes?: string[];
  CallbackURLs?: string[];
  LogoutURLs?: string[];
  PreventUserExistenceErrors: 'ENABLED';
  EnableTokenRevocation: boolean;
  EnablePropagateAdditionalUserContextData: boolean;
  AuthSessionValidity: number;
  IdTokenValidity: number;
  AccessTokenValidity: number;
  RefreshTokenValidity: number;
  TokenValidityUnits: { IdToken: 'minutes'; AccessToken: 'minutes'; RefreshToken: 'days' };
}

export interface AuthProps {
  readonly config: FescueConfig;
  /** The app origin when it is known at synth time (custom domain); otherwise call registerAppOrigin. */
  readonly appOrigin?: string;
}

/** Cognito user pool with managed login, and the public web client (authorization code + PKCE). */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly domain: UserPoolDomain;
  readonly clientId: string;
  /** The environment every Lambda needs to sign users in against this pool (names from functions/lib/config). */
  readonly oidcEnvironment: Record<string, string>;
  private readonly baseSettings: ClientSettings;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { config } = props;

    this.userPool = new UserPool(this, 'UserPool', {
      featurePlan: FeaturePlan.ESSENTIALS,
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      // Names stay optional: required attributes can never be changed later, and a federated account without
      // a family name would otherwise be refused. Golfers complete them on the profile page.
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
      },
      // Golfers may add an authenticator app (TOTP); SMS would need an SNS setup and costs per message.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false, email: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA (TOTP) is optional, not required: a golf archive should not turn away golfers without an authenticator app.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection (advanced security) needs the paid Plus feature plan; an operator may opt in.',
      },
    );

    // Operators: members may run catalog-wide actions (the US course import). An operator adds a person with
    // aws cognito-idp admin-add-user-to-group; the ID token then carries cognito:groups.
    new CfnUserPoolGroup(this, 'OperatorsGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: OPERATOR_GROUP,
      description: 'Fescue operators: may import courses into the shared catalog',
    });

    const providers = ['COGNITO'];
    const google = config.googleClientId
      ? new UserPoolIdentityProviderGoogle(this, 'Google', {
          userPool: this.userPool,
          clientId: config.googleClientId,
          clientSecretValue: SecretValue.secretsManager(config.googleClientSecretName ?? ''),
          scopes: ['openid', 'email', 'profile'],
          attributeMapping: {
            email: ProviderAttribute.GOOGLE_EMAIL,
            emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
            givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
            familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
          },
        })
      : undefined;
    if (google) providers.push(google.providerName);

    // A generated prefix is taken from the stack id's UUID: unique per deployment and stable across updates.
    const generatedPrefix = Fn.join('-', [
      'fescue',
      Fn.select(0, Fn.split('-', Fn.select(2, Fn.split('/', Aws.STACK_ID)))),
    ]);
    this.domain = this.userPool.addDomain('Domain', {
      cognitoDomain: { domainPrefix: config.authDomainPrefix ?? generatedPrefix },
      managedLoginVersion: ManagedLoginVersion.NEWER_MANAGED_LOGIN,
    });

    this.baseSettings = {
      ClientName: 'fescue-web',
      // Sign-in happens only through managed login; the API needs no password or SRP flows.
      ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
      SupportedIdentityProviders: providers,
      AllowedOAuthFlowsUserPoolClient: false,
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      EnablePropagateAdditionalUserContextData: false,
      AuthSessionValidity: 3,
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
    };

    const initialSettings = props.appOrigin
      ? oauthSettings(this.baseSettings, props.appOrigin)
      : this.baseSettings;
    const client = new CfnUserPoolClient(this, 'WebClient', {
      userPoolId: this.userPool.userPoolId,
      // A browser-facing client cannot keep a secret: PKCE protects the code exchange instead.
      generateSecret: false,
      ...toCfnClientProps(initialSettings),
    });
    if (google) client.node.addDependency(google);
    this.clientId = client.ref;

    // Managed login v2 shows a page only for clients that have a branding style; Cognito's default one here.
    new CfnManagedLoginBranding(this, 'Branding', {
      userPoolId: this.userPool.userPoolId,
      clientId: this.clientId,
      useCognitoProvidedValues: true,
    });

    const region = Stack.of(this).region;
    const issuer = `https://cognito-idp.${region}.amazonaws.com/${this.userPool.userPoolId}`;
    const base = this.domain.baseUrl();
    this.oidcEnvironment = {
      [ENV.OIDC_ISSUER]: issuer,
      [ENV.OIDC_CLIENT_ID]: this.clientId,
      [ENV.OIDC_AUTHORIZATION_ENDPOINT]: `${base}/oauth2/authorize`,
      [ENV.OIDC_TOKEN_ENDPOINT]: `${base}/oauth2/token`,
      [ENV.OIDC_JWKS_URI]: `${issuer}/.well-known/jwks.json`,
      [ENV.OIDC_LOGOUT_ENDPOINT]: `${base}/logout`,
      // Sign-out revokes the browser's refresh token here (EnableTokenRevocation above).
      [ENV.OIDC_REVOCATION_ENDPOINT]: `${base}/oauth2/revoke`,
      [ENV.OIDC_LOGOUT_STYLE]: 'cognito',
    };
  }

  /**
   * Registers the callback and logout URLs once the app origin exists (the generated CloudFront domain).
   * CloudFront -> API -> Lambda environment -> this client would otherwise need the distribution's domain
   * before the distribution can exist; the custom resource runs after both and enables the OAuth flow.
   */
  registerAppOrigin(appOrigin: string): void {
    const settings = oauthSettings(this.baseSettings, appOrigin);
    const call: AwsSdkCall = {
      service: 'CognitoIdentityProvider',
      action: 'UpdateUserPoolClient',
      parameters: { UserPoolId: this.userPool.userPoolId, ClientId: this.clientId, ...settings },
      physicalResourceId: PhysicalResourceId.of(this.clientId),
    };
    const resource = new AwsCustomResource(this, 'WebClientUrls', {
      onCreate: call,
      onUpdate: call,
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({
          actions: ['cognito-idp:UpdateUserPoolClient'],
          resources: [this.userPool.userPoolArn],
        }),
      ]),
      installLatestAwsSdk: false,
      logGroup: new LogGroup(this, 'WebClientUrlsLogs', {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });
    // The provider function is a singleton aws-cdk-lib builds in the stack's scope, outside this construct.
    const provider = resource.grantPrincipal instanceof Role ? resource.grantPrincipal.node.scope : undefined;
    Validations.of(provider ?? resource).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: "The custom resource's provider function only writes its own logs with this managed policy.",
    });
  }
}

function oauthSettings(base: ClientSettings, appOrigin: string): ClientSettings {
  return {
    ...base,
    AllowedOAuthFlowsUserPoolClient: true,
    AllowedOAuthFlows: ['code'],
    AllowedOAuthScopes: ['openid', 'email', 'profile'],
    CallbackURLs: [`${appOrigin}/api/callback`],
    LogoutURLs: [`${appOrigin}/`],
  };
}

/** ClientSettings -> CloudFormation property; a Record so a setting added above cannot be left unmapped. */
const cfnPropertyOf = {
  ClientName: 'clientName',
  ExplicitAuthFlows: 'explicitAuthFlows',
  SupportedIdentityProviders: 'supportedIdentityProviders',
  AllowedOAuthFlowsUserPoolClient: 'allowedOAuthFlowsUserPoolClient',
  AllowedOAuthFlows: 'allowedOAuthFlows',
  AllowedOAuthScopes: 'allowedOAuthScopes',
  CallbackURLs: 'callbackUrLs',
  LogoutURLs: 'logoutUrLs',
  PreventUserExistenceErrors: 'preventUserExistenceErrors',
  EnableTokenRevocation: 'enableTokenRevocation',
  EnablePropagateAdditionalUserContextData: 'enablePropagateAdditionalUserContextData',
  AuthSessionValidity: 'authSessionValidity',
  IdTokenValidity: 'idTokenValidity',
  AccessTokenValidity: 'accessTokenValidity',
  RefreshTokenValidity: 'refreshTokenValidity',
  TokenValidityUnits: 'tokenValidityUnits',
} as const satisfies Record<keyof ClientSettings, keyof CfnUserPoolClientProps>;

function toCfnClientProps(settings: ClientSettings): Omit<CfnUserPoolClientProps, 'userPoolId'> {
  const props: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(cfnPropertyOf)) {
    props[property] = settings[key as keyof ClientSettings];
  }
  const units = settings.TokenValidityUnits;
  props.tokenValidityUnits = {
    idToken: units.IdToken,
    accessToken: units.AccessToken,
    refreshToken: units.RefreshToken,
  };
  return props as Omit<CfnUserPoolClientProps, 'userPoolId'>;
}
