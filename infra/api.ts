import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  DomainName,
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct, type IConstruct } from 'constructs';
import { endpointGroups, type EndpointGroupName } from '../functions/endpoint-groups';
import { ENV, GOLF_COURSE_API_ENV } from '../functions/lib/config';
import { DEFAULT_THROTTLE, ROUTE_THROTTLES } from './api-throttling';
import { FescueFunction } from './constructs/fescue-function';
import { tableIndexesNagResource } from './data';
import { grantGhin, type GhinGrantTargets } from './ghin-sync';
import { APP_SHELL_BUCKET_ENV } from '../functions/sharing/app-shell-env';
import { grantGolferPhotoDeletion, grantPhotoObjects, grantShareCardObjects } from './photos-grant';

interface GrantTargets {
  readonly table: ITableV2;
  readonly photosBucket: IBucket;
  /** The built app (its index.html is the shared pages' shell: functions/sharing/app-shell.ts). */
  readonly bundleBucket: IBucket;
  /** Sign-out ends the golfer's refresh tokens in it (AdminUserGlobalSignOut). */
  readonly userPool: IUserPool;
  /** Present only when the operator configured worldwide course search (context golfCourseApiSecretName). */
  readonly golfCourseApiKey?: ISecret;
  /** GHIN settings and the operator's GHIN login secret (infra/ghin-sync.ts). */
  readonly ghin?: GhinGrantTargets;
}

/**
 * What each endpoint group may touch, and nothing more. Keyed by every group name, so a group added to
 * functions/endpoint-groups.ts does not type-check until someone decides its permissions here.
 */
const grants: Record<EndpointGroupName, (fn: LambdaFunction, targets: GrantTargets) => void> = {
  // First sign-in creates the user record; sign-out records itself there and ends the golfer's Cognito
  // refresh tokens, in this pool only.
  auth: (fn, { table, userPool }) => {
    grantItemReadWrite(table, fn);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cognito-idp:AdminUserGlobalSignOut'],
        resources: [userPool.userPoolArn],
      }),
    );
    fn.addEnvironment(ENV.COGNITO_USER_POOL_ID, userPool.userPoolId);
  },
  // Delete my account (docs/product-rules.md#your-data): the golfer's photo objects go (their rounds' and
  // their uploads), and in this pool only, their Cognito user (AdminDeleteUser).
  users: (fn, { table, photosBucket, userPool }) => {
    grantItemReadWrite(table, fn);
    grantGolferPhotoDeletion(photosBucket, fn);
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['cognito-idp:AdminDeleteUser'], resources: [userPool.userPoolArn] }),
    );
    fn.addEnvironment(ENV.COGNITO_USER_POOL_ID, userPool.userPoolId);
  },
  // Custom and external courses are written; the GolfCourseAPI key is read only where one is configured,
  // and without it worldwide search answers 503 "not configured".
  // Imports write rounds, played marks, bucket-list entries and custom courses in the golfer's name.
  imports: (fn, { table }) => {
    grantItemReadWrite(table, fn);
  },
  // Trips are the golfer's own items; the planner reads the courses' geo entries and rating aggregates.
  trips: (fn, { table }) => {
    grantItemReadWrite(table, fn);
  },
  courses: (fn, { table, golfCourseApiKey }) => {
    grantItemReadWrite(table, fn);
    if (golfCourseApiKey) {
      golfCourseApiKey.grantRead(fn);
      fn.addEnvironment(GOLF_COURSE_API_ENV.KEY_SECRET_ARN, golfCourseApiKey.secretArn);
    }
  },
  // Rounds are written with their course link in one transaction.
  rounds: (fn, { table, photosBucket }) => {
    grantItemReadWrite(table, fn);
    grantPhotoObjects(photosBucket, fn);
  },
  // The Passport only reads: the golfer's course links, profile and the catalog's facts.
  passport: (fn, { table }) => table.grant(fn, 'dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'),
  // Ratings are written with the course aggregate (and a rated round) in one transaction.
  ratings: (fn, { table }) => grantItemReadWrite(table, fn),
  // Bucket-list entries are written with the golfer's course link and counter in one transaction.
  'bucket-list': (fn, { table }) => grantItemReadWrite(table, fn),
  // GHIN sync writes rounds, courses and the golfer's GHIN link; it reads the operator's GHIN login where one
  // is configured (scheduled sync and syncs without a fresh golfer login).
  ghin: (fn, { table, ghin }) => {
    grantItemReadWrite(table, fn);
    if (ghin) grantGhin(fn, ghin);
  },
  // Achievement unlocks, quests and leaderboard entries are the golfer's own items.
  achievements: (fn, { table }) => grantItemReadWrite(table, fn),
  // Stories, events with their seats and reservations, and the operator's premium flag.
  community: (fn, { table }) => grantItemReadWrite(table, fn),
  // Own lists are written in the golfer's partition; the catalog lists and rankings are read.
  collections: (fn, { table }) => grantItemReadWrite(table, fn),
  // Share links are the golfer's items and a public item per token; a shared page reads the Passport's items
  // and the rounds' photo index, and the app's index.html (only that object) to put its preview tags in; a
  // link's preview card is taken from the golfer's upload and deleted with the link.
  sharing: (fn, { table, bundleBucket, photosBucket }) => {
    grantItemReadWrite(table, fn);
    grantShareCardObjects(photosBucket, fn);
    // One object, one action: no wildcard for a function that answers anyone.
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [bundleBucket.arnForObjects('index.html')],
      }),
    );
    fn.addEnvironment(APP_SHELL_BUCKET_ENV, bundleBucket.bucketName);
  },
};

/**
 * Item reads and writes, transactions included (they are authorized per item action), on the table and its
 * indexes. Narrower than grantReadWriteData: no Scan (never on a request path), no streams, no DescribeTable.
 */
export function grantItemReadWrite(table: ITableV2, fn: IFunction): void {
  table.grant(
    fn,
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
    'dynamodb:ConditionCheckItem',
  );
}

export interface ApiProps extends GrantTargets {
  /** OIDC settings from the Auth construct. */
  readonly oidcEnvironment: Record<string, string>;
  /** Set only when the app origin is known at synth time; otherwise the functions read x-forwarded-host. */
  readonly appOrigin?: string;
  /** Secrets Manager secret name holding the GolfCourseAPI key (plain string); worldwide search is off without it. */
  readonly golfCourseApiSecretName?: string;
  readonly ghin?: GhinGrantTargets;
  /** Reserved concurrency per group (infra/concurrency.ts); unset, the groups share the account's. */
  readonly reservedConcurrency?: Readonly<Record<EndpointGroupName, number>>;
  /** The API's own host name and its regional certificate (infra/config.ts apiDomainName). */
  readonly apiDomain?: { readonly name: string; readonly certificateArn: string };
}

/**
 * The HTTP API: one Lambda per endpoint group, one route per route key of functions/endpoint-groups.ts. Its
 * execute-api URL is public, so every function refuses a request without the origin-verify secret that only
 * CloudFront sends (infra/web.ts adds it on /api/*; functions/lib/http/origin-verify.ts checks it).
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions: Record<EndpointGroupName, IFunction>;
  /** Generated at deploy, never in the template; rotation is in the README (a new value, then a deploy). */
  readonly originVerifySecret: Secret;
  readonly stage: HttpStage;
  /** The API's own custom domain, when the operator gave it one (then the execute-api endpoint is off). */
  readonly domainName?: DomainName;
  /** The host CloudFront forwards /api/* to when it is not the execute-api endpoint's. */
  readonly originHost?: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: 'Fescue: the header value CloudFront adds on /api/*; the API refuses requests without it',
      // Letters and digits only: it travels as an HTTP header value.
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotation needs a redeploy so that CloudFront sends the new value; the README gives the manual steps, and the functions accept the previous value meanwhile.',
    });

    // The default stage is declared below, so that it can carry throttling and access logs.
    // An HTTP API with its execute-api endpoint disabled answers only on an API Gateway custom domain, which
    // needs a regional certificate and a DNS record the stack does not own: so the endpoint is disabled when
    // the operator gives the API a host name of its own (context apiDomainName + apiCertificateArn), and
    // CloudFront's /api/* origin is then that name. Without one the execute-api endpoint stays CloudFront's
    // origin and the origin-verify secret is the one door: a direct call meets a 403 before any route,
    // session check or limit runs (docs/operations.md, "The one door").
    this.domainName = props.apiDomain
      ? new DomainName(this, 'ApiDomain', {
          domainName: props.apiDomain.name,
          certificate: Certificate.fromCertificateArn(this, 'ApiCertificate', props.apiDomain.certificateArn),
        })
      : undefined;
    this.originHost = props.apiDomain?.name;
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Fescue API, reached through CloudFront at /api/*',
      createDefaultStage: false,
      disableExecuteApiEndpoint: this.domainName !== undefined,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      ...(this.domainName ? { domainMapping: { domainName: this.domainName } } : {}),
      throttle: DEFAULT_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            responseLength: '$context.responseLength',
            integrationError: '$context.integrationErrorMessage',
            ip: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });

    const environment: Record<string, string> = {
      ...props.oidcEnvironment,
      [ENV.TABLE_NAME]: props.table.tableName,
      [ENV.PHOTOS_BUCKET]: props.photosBucket.bucketName,
      [ENV.ORIGIN_VERIFY_SECRET_ARN]: this.originVerifySecret.secretArn,
      ...(props.appOrigin ? { [ENV.APP_ORIGIN]: props.appOrigin } : {}),
    };

    const targets: GrantTargets = {
      table: props.table,
      photosBucket: props.photosBucket,
      bundleBucket: props.bundleBucket,
      userPool: props.userPool,
      ...(props.ghin ? { ghin: props.ghin } : {}),
      ...(props.golfCourseApiSecretName
        ? {
            golfCourseApiKey: Secret.fromSecretNameV2(
              this,
              'GolfCourseApiKey',
              props.golfCourseApiSecretName,
            ),
          }
        : {}),
    };

    const functions: Partial<Record<EndpointGroupName, IFunction>> = {};
    const throttledRoutes: IConstruct[] = [];
    for (const [name, group] of Object.entries(endpointGroups) as [
      EndpointGroupName,
      (typeof endpointGroups)[EndpointGroupName],
    ][]) {
      const { function: fn } = new FescueFunction(this, pascalCase(name), {
        entry: group.entry,
        serviceName: `fescue-${name}`,
        environment,
        dataFiles: 'dataFiles' in group ? group.dataFiles : undefined,
        // A GHIN sync of 100 scores writes about 100 round transactions; API Gateway waits 30 s at most.
        ...(name === 'ghin' ? { timeout: Duration.seconds(29) } : {}),
        reservedConcurrentExecutions: props.reservedConcurrency?.[name],
      });
      grants[name](fn, targets);
      Validations.of(fn).acknowledge({
        id: 'Serverless-LambdaDLQ',
        reason:
          'API Gateway invokes it synchronously: a failure is the answer the caller gets, never an event to keep.',
      });
      // Every group checks the origin-verify header, so every group reads that one secret (and no other).
      this.originVerifySecret.grantRead(fn);
      functions[name] = fn;

      const integration = new HttpLambdaIntegration(`${pascalCase(name)}Integration`, fn);
      for (const routeKey of group.routes) {
        const [method, path] = parseRouteKey(routeKey);
        const created = this.httpApi.addRoutes({ path, methods: [method], integration });
        if (routeKey in ROUTE_THROTTLES) throttledRoutes.push(...created);
      }
    }
    this.functions = functions as Record<EndpointGroupName, IFunction>;

    // HttpStage has no per-route settings; the CloudFormation stage does (infra/api-throttling.ts).
    (this.stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      Object.entries(ROUTE_THROTTLES).map(([routeKey, throttle]) => [
        routeKey,
        // Raw CloudFormation (the L1 property is untyped JSON), so in its own casing.
        { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit },
      ]),
    );
    // API Gateway refuses settings for a route that does not exist yet.
    this.stage.node.addDependency(...throttledRoutes);

    Validations.of(this).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${tableIndexesNagResource(props.table)}]`,
      reason: "Queries may use any of the table's own secondary indexes, and only those.",
    });
    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Sign-in routes are public by design; the others verify the session cookie in the shared middleware, which an API Gateway authorizer cannot read as a JWT.',
    });
  }
}

function parseRouteKey(routeKey: string): [HttpMethod, string] {
  const [method, path, extra] = routeKey.split(' ');
  if (!method || !path || extra !== undefined || !(method in HttpMethod) || !path.startsWith('/')) {
    throw new Error(`Route key "${routeKey}" is not of the form "METHOD /path"`);
  }
  return [HttpMethod[method as keyof typeof HttpMethod], path];
}

function pascalCase(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}
