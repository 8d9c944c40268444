import { describe, expect, it } from 'vitest';
import { endpointGroups } from '../functions/endpoint-groups';
import { APP_SHELL_BUCKET_ENV } from '../functions/sharing/app-shell-env';
import { ENV, GOLF_COURSE_API_ENV } from '../functions/lib/config';
import { onlyResource, renderValue, type Resources, type TemplateResource } from './testing/template-values';
import { customDomainWithGoogle, synthFescue } from './testing/synth';
import { DEFAULT_THROTTLE, ROUTE_THROTTLES } from './api-throttling';
import { DEFAULT_RESERVED_CONCURRENCY, UNRESERVED_MINIMUM } from './concurrency';

const { template } = synthFescue();
const customDomain = synthFescue(customDomainWithGoogle).template;
const GOLF_COURSE_API_SECRET = 'fescue/golf-course-api-key';
const withGolfCourseApi = synthFescue({ golfCourseApiSecretName: GOLF_COURSE_API_SECRET }).template;

const [tableId] = onlyResource(template.findResources('AWS::DynamoDB::GlobalTable') as Resources);
const [userPoolId] = onlyResource(template.findResources('AWS::Cognito::UserPool') as Resources);
const [originVerifySecretId] = onlyResource(
  template.findResources('AWS::SecretsManager::Secret') as Resources,
);
const groupNames = Object.keys(endpointGroups);

function environmentOf(fn: TemplateResource): Record<string, unknown> {
  return (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
}

/** Endpoint-group functions by group name, recognised by the Powertools service name they carry. */
function groupFunctions(resources: Resources): Map<string, [string, TemplateResource]> {
  const byGroup = new Map<string, [string, TemplateResource]>();
  for (const [logicalId, fn] of Object.entries(resources)) {
    const service = fn.Properties.Environment && environmentOf(fn).POWERTOOLS_SERVICE_NAME;
    if (typeof service === 'string' && service.startsWith('fescue-')) {
      byGroup.set(service.slice('fescue-'.length), [logicalId, fn]);
    }
  }
  return byGroup;
}

const functions = groupFunctions(template.findResources('AWS::Lambda::Function') as Resources);
const policies = Object.values(template.findResources('AWS::IAM::Policy') as Resources);

describe('endpoint-group functions', () => {
  it('are one Lambda per endpoint group', () => {
    expect([...functions.keys()].sort()).toEqual([...groupNames].sort());
  });

  it.each(groupNames)('%s runs on nodejs24.x, arm64, with tracing and no hard-coded name', (group) => {
    const [, fn] = functions.get(group) ?? [];
    expect(fn?.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      TracingConfig: { Mode: 'Active' },
      LoggingConfig: { LogFormat: 'JSON' },
    });
    expect(fn?.Properties.FunctionName).toBeUndefined();
    expect(fn?.Properties.Timeout).toBeLessThanOrEqual(29);
  });

  it.each(groupNames)('%s is told the table, the photos bucket and the OIDC settings', (group) => {
    const [, fn] = functions.get(group) ?? [];
    const env = environmentOf(fn as TemplateResource);
    expect(env[ENV.TABLE_NAME]).toEqual({ Ref: tableId });
    expect(renderValue(env[ENV.PHOTOS_BUCKET])).toMatch(/^\$\{StoragePhotosBucket[A-Z0-9]+\}$/);
    for (const name of [
      ENV.OIDC_ISSUER,
      ENV.OIDC_CLIENT_ID,
      ENV.OIDC_AUTHORIZATION_ENDPOINT,
      ENV.OIDC_TOKEN_ENDPOINT,
      ENV.OIDC_JWKS_URI,
      ENV.OIDC_LOGOUT_ENDPOINT,
    ]) {
      expect(env[name], name).toBeDefined();
    }
    expect(env[ENV.OIDC_CLIENT_SECRET]).toBeUndefined();
  });

  it('read the app origin from x-forwarded-host unless a custom domain fixes it', () => {
    for (const [, fn] of functions.values()) expect(environmentOf(fn)[ENV.APP_ORIGIN]).toBeUndefined();
    const withDomain = groupFunctions(customDomain.findResources('AWS::Lambda::Function') as Resources);
    for (const [, fn] of withDomain.values()) {
      expect(environmentOf(fn)[ENV.APP_ORIGIN]).toBe('https://golf.example.com');
    }
  });
});

describe('routes', () => {
  const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route') as Resources);
  const integrations = template.findResources('AWS::ApiGatewayV2::Integration') as Resources;

  function functionBehind(routeKey: string): string | undefined {
    const route = routes.find((candidate) => candidate.Properties.RouteKey === routeKey);
    const integrationId = /^integrations\/\$\{(\w+)\}$/.exec(renderValue(route?.Properties.Target))?.[1];
    const uri = integrationId ? integrations[integrationId]?.Properties.IntegrationUri : undefined;
    return /^\$\{(\w+)\.Arn\}$/.exec(renderValue(uri))?.[1];
  }

  it.each(
    Object.entries(endpointGroups).flatMap(([group, { routes: keys }]) => keys.map((key) => [key, group])),
  )('%s reaches the %s function', (routeKey, group) => {
    expect(functionBehind(routeKey)).toBe(functions.get(group)?.[0]);
  });

  it('exist only for route keys in endpoint-groups.ts', () => {
    const declared = Object.values(endpointGroups).flatMap((group) => group.routes);
    expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual([...declared].sort());
  });
});

describe('the default stage', () => {
  it('deploys automatically, throttles and writes access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 200, ThrottlingRateLimit: 100 },
    });
    const [, stage] = onlyResource(template.findResources('AWS::ApiGatewayV2::Stage') as Resources);
    const accessLogs = stage.Properties.AccessLogSettings as { DestinationArn: unknown; Format: string };
    expect(renderValue(accessLogs.DestinationArn)).toMatch(/^\$\{ApiAccessLogs\w+\.Arn\}$/);
    expect(JSON.parse(accessLogs.Format)).toMatchObject({
      requestId: '$context.requestId',
      status: '$context.status',
    });
  });

  it('throttles the expensive routes below the default, each by its route key, after the route exists', () => {
    const [, stage] = onlyResource(template.findResources('AWS::ApiGatewayV2::Stage') as Resources);
    const settings = stage.Properties.RouteSettings as Record<string, Record<string, number>>;
    expect(settings['POST /api/rounds/import']).toEqual({ ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 });
    expect(settings['POST /api/ghin/sync']).toEqual({ ThrottlingRateLimit: 2, ThrottlingBurstLimit: 5 });
    const routeKeys = new Map(
      Object.entries(template.findResources('AWS::ApiGatewayV2::Route') as Resources).map(
        ([logicalId, route]) => [route.Properties.RouteKey as string, logicalId] as const,
      ),
    );
    const dependsOn = (stage as { DependsOn?: string[] }).DependsOn ?? [];
    for (const [routeKey, throttle] of Object.entries(settings)) {
      expect(throttle.ThrottlingRateLimit).toBeLessThan(DEFAULT_THROTTLE.rateLimit);
      expect(dependsOn).toContain(routeKeys.get(routeKey));
    }
    expect(Object.keys(settings).sort()).toEqual(Object.keys(ROUTE_THROTTLES).sort());
  });

  it.each(['POST /api/ghin/connect', 'GET /api/callback'])(
    'spends no tight throttle shared by everyone before the session check on %s (attack: a handful of unsigned requests a second deny it to every golfer)',
    (routeKey) => {
      const [, stage] = onlyResource(template.findResources('AWS::ApiGatewayV2::Stage') as Resources);
      const settings = stage.Properties.RouteSettings as Record<string, unknown>;
      expect(settings[routeKey]).toBeUndefined();
      expect(stage.Properties.DefaultRouteSettings).toMatchObject({
        ThrottlingRateLimit: DEFAULT_THROTTLE.rateLimit,
      });
    },
  );
});

describe('the execute-api endpoint', () => {
  it('stays on without an API host name, because it is the host CloudFront sends /api/* to; the origin-verify secret is the one door', () => {
    const [apiId, api] = onlyResource(template.findResources('AWS::ApiGatewayV2::Api') as Resources);
    expect(api.Properties.DisableExecuteApiEndpoint).toBe(false);
    const [, distribution] = onlyResource(
      template.findResources('AWS::CloudFront::Distribution') as Resources,
    );
    const origins = (distribution.Properties.DistributionConfig as { Origins: { DomainName: unknown }[] })
      .Origins;
    expect(JSON.stringify(origins.map((origin) => origin.DomainName))).toContain(
      JSON.stringify({ 'Fn::GetAtt': [apiId, 'ApiEndpoint'] }),
    );
  });

  it('is disabled when the API has a host name of its own, so nothing bypasses CloudFront (attack: calling execute-api directly)', () => {
    const withApiDomain = synthFescue({
      apiDomainName: 'api-origin.golf.example.com',
      apiCertificateArn: 'arn:aws:acm:eu-west-1:111111111111:certificate/abc',
    }).template;
    const [, api] = onlyResource(withApiDomain.findResources('AWS::ApiGatewayV2::Api') as Resources);
    expect(api.Properties.DisableExecuteApiEndpoint).toBe(true);
    const [domainId, domain] = onlyResource(
      withApiDomain.findResources('AWS::ApiGatewayV2::DomainName') as Resources,
    );
    expect(domain.Properties.DomainName).toBe('api-origin.golf.example.com');
    expect(Object.keys(withApiDomain.findResources('AWS::ApiGatewayV2::ApiMapping'))).toHaveLength(1);
    const [, distribution] = onlyResource(
      withApiDomain.findResources('AWS::CloudFront::Distribution') as Resources,
    );
    const origins = (distribution.Properties.DistributionConfig as { Origins: { DomainName: unknown }[] })
      .Origins;
    expect(origins.map((origin) => origin.DomainName)).toContain('api-origin.golf.example.com');
    expect(JSON.stringify(origins)).not.toContain('ApiEndpoint');
    expect(withApiDomain.findOutputs('ApiOriginTarget').ApiOriginTarget?.Value).toEqual({
      'Fn::GetAtt': [domainId, 'RegionalDomainName'],
    });
  });
});

describe('reserved concurrency (one group cannot starve the others)', () => {
  const reservedOf = (resources: Resources) =>
    Object.fromEntries(
      [...groupFunctions(resources)].map(([group, [, fn]]) => [
        group,
        fn.Properties.ReservedConcurrentExecutions,
      ]),
    );

  it('keeps each group its own share, leaving AWS’s 100 unreserved of a new account’s 1,000', () => {
    const reserved = reservedOf(template.findResources('AWS::Lambda::Function') as Resources);
    expect(reserved).toEqual(DEFAULT_RESERVED_CONCURRENCY);
    const total = Object.values(DEFAULT_RESERVED_CONCURRENCY).reduce((sum, count) => sum + count, 0);
    expect(total).toBeLessThanOrEqual(1000 - UNRESERVED_MINIMUM);
  });

  it('changes the groups context reservedConcurrency names, and reserves nothing with false (an account at 10)', () => {
    const changed = synthFescue({ reservedConcurrency: '{"ghin":20,"rounds":"300"}' }).template;
    expect(reservedOf(changed.findResources('AWS::Lambda::Function') as Resources)).toEqual({
      ...DEFAULT_RESERVED_CONCURRENCY,
      ghin: 20,
      rounds: 300,
    });
    const off = synthFescue({ reservedConcurrency: 'false' }).template;
    for (const fn of Object.values(off.findResources('AWS::Lambda::Function') as Resources)) {
      expect(fn.Properties.ReservedConcurrentExecutions).toBeUndefined();
    }
  });
});

const asList = (value: unknown) => (Array.isArray(value) ? value : [value]);

/** The policy statements attached to one group function's role. */
function statementsOf(
  byGroup: Map<string, [string, TemplateResource]>,
  allPolicies: TemplateResource[],
  group: string,
): Record<string, unknown>[] {
  const [, fn] = byGroup.get(group) ?? [];
  const roleId = /^\$\{(\w+)\.Arn\}$/.exec(renderValue(fn?.Properties.Role))?.[1];
  return allPolicies
    .filter((policy) =>
      (policy.Properties.Roles as unknown[]).some((role) => renderValue(role) === `\${${roleId}}`),
    )
    .flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
    );
}

describe('permissions', () => {
  // The deploy-time migrations (infra/deploy-migrations.ts) read whole entity sets page by page with Scan,
  // during a deploy and never on a request path: every other role is held to the rule below.
  const requestPathPolicies = Object.entries(template.findResources('AWS::IAM::Policy') as Resources)
    .filter(([id]) => !/DeployMigrations/.test(id))
    .map(([, policy]) => policy);
  const statements = requestPathPolicies.flatMap(
    (policy) => (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
  );
  const dynamoStatements = statements.filter((statement) =>
    asList(statement.Action).some((action) => String(action).startsWith('dynamodb:')),
  );

  it('never grant DynamoDB actions on *, nor Scan, nor dynamodb:*', () => {
    expect(dynamoStatements.length).toBeGreaterThan(0);
    for (const statement of dynamoStatements) {
      expect(asList(statement.Resource)).not.toContain('*');
      expect(asList(statement.Action)).not.toContain('dynamodb:*');
      expect(asList(statement.Action)).not.toContain('dynamodb:Scan');
    }
  });

  it.each(['auth', 'users', 'courses'])(
    'let %s read and write items of the table and its indexes only',
    (group) => {
      const [functionId] = functions.get(group) ?? [];
      const ownStatements = statementsOf(functions, policies, group);
      const dynamo = ownStatements.filter((statement) =>
        asList(statement.Action).some((action) => String(action).startsWith('dynamodb:')),
      );
      expect(functionId).toBeDefined();
      expect(dynamo).toHaveLength(1);
      expect(asList(dynamo[0]?.Action)).toEqual(
        expect.arrayContaining([
          'dynamodb:GetItem',
          'dynamodb:Query',
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
        ]),
      );
      expect(asList(dynamo[0]?.Resource).map(renderValue)).toEqual([
        `\${${tableId}.Arn}`,
        `\${${tableId}.Arn}/index/*`,
      ]);
      // Nothing else but X-Ray, the origin-verify secret, (auth only) Cognito sign-out and (users only)
      // Delete my account's Cognito user and photo objects, asserted below and in photos-grant.test.ts.
      const other = ownStatements.filter(
        (statement) =>
          statement !== dynamo[0] &&
          !isOriginVerifyRead(statement) &&
          !isGlobalSignOut(statement) &&
          !(group === 'users' && (isDeleteUser(statement) || isS3(statement))),
      );
      expect(
        other
          .flatMap((statement) => asList(statement.Action))
          .every((action) => String(action).startsWith('xray:')),
      ).toBe(true);
    },
  );

  it('let the passport function only read the table (a bug in a read cannot write a golfer’s data)', () => {
    const actions = statementsOf(functions, policies, 'passport')
      .flatMap((statement) => asList(statement.Action))
      .filter((action) => String(action).startsWith('dynamodb:'));
    expect([...actions].sort()).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
  });

  it('let the sharing function read only the app’s index.html of the bundle bucket, and tell it that bucket alone', () => {
    const s3 = statementsOf(functions, policies, 'sharing')
      .filter(isS3)
      .filter((statement) => asList(statement.Resource).map(renderValue).join().includes('BundleBucket'));
    expect(s3).toHaveLength(1);
    expect(
      asList(s3[0]?.Action).every((action) => /^s3:(GetObject|GetBucket|List)/.test(String(action))),
    ).toBe(true);
    expect(
      asList(s3[0]?.Resource)
        .map(renderValue)
        .filter((resource) => resource.includes('/')),
    ).toEqual([expect.stringMatching(/\/index\.html$/)]);
    const [, fn] = functions.get('sharing') ?? [];
    const variables = (fn?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(renderValue(variables[APP_SHELL_BUCKET_ENV])).toMatch(/BundleBucket/);
    for (const group of groupNames.filter((name) => name !== 'sharing')) {
      const [, other] = functions.get(group) ?? [];
      const otherVariables = (other?.Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      expect(otherVariables[APP_SHELL_BUCKET_ENV], group).toBeUndefined();
    }
  });

  it('let the sharing function take a link’s card from an upload and delete it, and nothing else of the photos bucket', () => {
    const photoStatements = statementsOf(functions, policies, 'sharing')
      .filter(isS3)
      .filter((statement) => !asList(statement.Resource).map(renderValue).join().includes('BundleBucket'));
    const grants = photoStatements.flatMap((statement) =>
      asList(statement.Resource).map((resource) => [
        renderValue(resource).replace(/^[^/]*\//, ''),
        asList(statement.Action).map(String).sort().join(' '),
      ]),
    );
    expect(grants.sort()).toEqual([
      ['photos/*', 's3:DeleteObject s3:PutObject'],
      ['uploads/*', 's3:DeleteObject s3:GetObject'],
    ]);
  });

  it('let only the auth function end Cognito sessions, with AdminUserGlobalSignOut on this pool alone', () => {
    const granted = statementsOf(functions, policies, 'auth').filter(isGlobalSignOut);
    expect(granted).toHaveLength(1);
    expect(asList(granted[0]?.Resource).map(renderValue)).toEqual([`\${${userPoolId}.Arn}`]);
    for (const group of groupNames.filter((name) => name !== 'auth' && name !== 'users')) {
      const cognito = statementsOf(functions, policies, group).filter((statement) =>
        asList(statement.Action).some((action) => String(action).startsWith('cognito-idp:')),
      );
      expect(cognito, group).toEqual([]);
    }
  });

  it('let only the users function delete a Cognito user (Delete my account), with AdminDeleteUser on this pool alone', () => {
    const cognito = statementsOf(functions, policies, 'users').filter((statement) =>
      asList(statement.Action).some((action) => String(action).startsWith('cognito-idp:')),
    );
    expect(cognito).toHaveLength(1);
    expect(asList(cognito[0]?.Action)).toEqual(['cognito-idp:AdminDeleteUser']);
    expect(asList(cognito[0]?.Resource).map(renderValue)).toEqual([`\${${userPoolId}.Arn}`]);
    for (const group of groupNames.filter((name) => name !== 'users')) {
      expect(statementsOf(functions, policies, group).filter(isDeleteUser), group).toEqual([]);
    }
  });

  it('tell only the auth and users functions the user pool id', () => {
    for (const [group, [, fn]] of functions) {
      const poolId = environmentOf(fn)[ENV.COGNITO_USER_POOL_ID];
      if (group === 'auth' || group === 'users') expect(poolId, group).toEqual({ Ref: userPoolId });
      else expect(poolId, group).toBeUndefined();
    }
  });
});

function isDeleteUser(statement: Record<string, unknown>): boolean {
  return asList(statement.Action).includes('cognito-idp:AdminDeleteUser');
}

function isS3(statement: Record<string, unknown>): boolean {
  return asList(statement.Action).some((action) => String(action).startsWith('s3:'));
}

function isGlobalSignOut(statement: Record<string, unknown>): boolean {
  return asList(statement.Action).includes('cognito-idp:AdminUserGlobalSignOut');
}

function isOriginVerifyRead(statement: Record<string, unknown>): boolean {
  return asList(statement.Resource).every(
    (resource) => renderValue(resource) === `\${${originVerifySecretId}}`,
  );
}

describe('the origin-verify secret (the edge is the only door)', () => {
  it.each(groupNames)('%s is told where the secret is', (group) => {
    const [, fn] = functions.get(group) ?? [];
    expect(environmentOf(fn as TemplateResource)[ENV.ORIGIN_VERIFY_SECRET_ARN]).toEqual({
      Ref: originVerifySecretId,
    });
    expect(environmentOf(fn as TemplateResource)[ENV.ORIGIN_VERIFY_SECRET]).toBeUndefined();
  });

  it.each(groupNames)('%s may read that secret, and only that one', (group) => {
    const reads = statementsOf(functions, policies, group).filter((statement) =>
      asList(statement.Action).some((action) => String(action).startsWith('secretsmanager:')),
    );
    expect(reads).toHaveLength(1);
    expect(asList(reads[0]?.Action)).toEqual(
      expect.arrayContaining(['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret']),
    );
    expect(asList(reads[0]?.Resource).map(renderValue)).toEqual([`\${${originVerifySecretId}}`]);
  });

  it('is generated at deploy: letters and digits, long, never written in the template', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
    const [, secret] = onlyResource(template.findResources('AWS::SecretsManager::Secret') as Resources);
    expect(secret.Properties.SecretString).toBeUndefined();
  });
});

describe('worldwide course search (GolfCourseAPI)', () => {
  // The origin-verify secret every function reads is tested above; these are the GolfCourseAPI key's.
  const secretStatements = (statements: Record<string, unknown>[]) =>
    statements.filter(
      (statement) =>
        asList(statement.Action).some((action) => String(action).startsWith('secretsmanager:')) &&
        asList(statement.Resource).some((resource) => renderValue(resource).includes(':secret:')),
    );
  const configured = groupFunctions(withGolfCourseApi.findResources('AWS::Lambda::Function') as Resources);
  const configuredPolicies = Object.values(withGolfCourseApi.findResources('AWS::IAM::Policy') as Resources);

  it('is off without context golfCourseApiSecretName: no secret variable, no grant but the origin-verify one', () => {
    for (const [, fn] of functions.values()) {
      expect(environmentOf(fn)[GOLF_COURSE_API_ENV.KEY_SECRET_ARN]).toBeUndefined();
    }
    for (const group of groupNames)
      expect(secretStatements(statementsOf(functions, policies, group))).toEqual([]);
  });

  it('tells only the courses function where the key is', () => {
    const [, courses] = configured.get('courses') ?? [];
    expect(renderValue(environmentOf(courses as TemplateResource)[GOLF_COURSE_API_ENV.KEY_SECRET_ARN])).toBe(
      `arn:\${AWS::Partition}:secretsmanager:\${AWS::Region}:\${AWS::AccountId}:secret:${GOLF_COURSE_API_SECRET}`,
    );
    for (const [group, [, fn]] of configured) {
      if (group !== 'courses')
        expect(environmentOf(fn)[GOLF_COURSE_API_ENV.KEY_SECRET_ARN], group).toBeUndefined();
    }
  });

  it('lets only the courses function read that one secret (beside the origin-verify secret every function reads)', () => {
    const [originVerifyId] = onlyResource(
      withGolfCourseApi.findResources('AWS::SecretsManager::Secret') as Resources,
    );
    const readableSecrets = (group: string) =>
      statementsOf(configured, configuredPolicies, group)
        .filter((statement) =>
          asList(statement.Action).some((action) => String(action).startsWith('secretsmanager:')),
        )
        .flatMap((statement) => asList(statement.Resource).map(renderValue))
        .sort();
    expect(readableSecrets('courses')).toEqual(
      [
        `arn:\${AWS::Partition}:secretsmanager:\${AWS::Region}:\${AWS::AccountId}:secret:${GOLF_COURSE_API_SECRET}-??????`,
        `\${${originVerifyId}}`,
      ].sort(),
    );
    for (const group of groupNames.filter((name) => name !== 'courses')) {
      expect(readableSecrets(group), group).toEqual([`\${${originVerifyId}}`]);
    }
  });
});
