import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ENV } from '../functions/lib/config';
import { Api, grantItemReadWrite } from './api';
import { Auth } from './auth';
import { acknowledgeCdkOwnedFunctions } from './cdk-owned-functions';
import type { FescueConfig } from './config';
import { Data } from './data';
import { DeployMigrations } from './deploy-migrations';
import { GhinSync, readGhinSettings } from './ghin-sync';
import { Monitoring } from './monitoring';
import { Storage } from './storage';
import { Web } from './web';

export interface FescueStackProps extends StackProps {
  readonly config: FescueConfig;
  /** The WAF web ACL (FescueWaf stack, us-east-1) CloudFront sits behind, when context waf=true. */
  readonly webAclArn?: string;
}

/** The whole app in one stack: its parts reference each other both ways through CloudFront. */
export class FescueStack extends Stack {
  constructor(scope: Construct, id: string, props: FescueStackProps) {
    super(scope, id, props);
    const { config } = props;
    // Known at synth time only with a custom domain; otherwise CloudFront generates it (see Auth).
    const appOrigin = config.domainName ? `https://${config.domainName}` : undefined;

    const data = new Data(this, 'Data', { restoredTableName: config.tableName });
    const storage = new Storage(this, 'Storage', { appOrigin });
    const auth = new Auth(this, 'Auth', { config, appOrigin });
    const ghinSync = new GhinSync(this, 'GhinSync', {
      table: data.table,
      settings: readGhinSettings(this.node),
      grantItemReadWrite: (fn) => grantItemReadWrite(data.table, fn),
      baseEnvironment: { ...auth.oidcEnvironment, [ENV.TABLE_NAME]: data.table.tableName },
    });
    const api = new Api(this, 'Api', {
      ghin: ghinSync.grantTargets,
      table: data.table,
      photosBucket: storage.photosBucket,
      bundleBucket: storage.bundleBucket,
      userPool: auth.userPool,
      oidcEnvironment: auth.oidcEnvironment,
      appOrigin,
      golfCourseApiSecretName: config.golfCourseApiSecretName,
      reservedConcurrency: config.reservedConcurrency,
      ...(config.apiDomainName && config.apiCertificateArn
        ? { apiDomain: { name: config.apiDomainName, certificateArn: config.apiCertificateArn } }
        : {}),
    });
    // The catalog seed and the data migrations run in the deploy; new API code serves once they are done.
    const migrations = new DeployMigrations(this, 'DeployMigrations', {
      table: data.table,
      photosBucket: storage.photosBucket,
      environment: auth.oidcEnvironment,
    });
    for (const fn of Object.values(api.functions)) fn.node.addDependency(migrations.resource);
    const web = new Web(this, 'Web', {
      config,
      httpApi: api.httpApi,
      ...(api.originHost ? { apiOriginHost: api.originHost } : {}),
      originVerifySecret: api.originVerifySecret,
      bundleBucket: storage.bundleBucket,
      photosBucket: storage.photosBucket,
      logsBucket: storage.logsBucket,
      webAclArn: props.webAclArn,
    });
    const monitoring = new Monitoring(this, 'Monitoring', {
      httpApi: api.httpApi,
      table: data.table,
      functions: {
        ...api.functions,
        'ghin-sync-dispatcher': ghinSync.dispatcher,
        'ghin-sync-worker': ghinSync.worker,
      },
      ghinQueue: ghinSync.queue,
      ghinDeadLetterQueue: ghinSync.deadLetterQueue,
      ghinDeadLetterAlarm: ghinSync.deadLetterAlarm,
      ghinDispatchDeadLetterAlarm: ghinSync.dispatchDeadLetterAlarm,
      alarmEmail: config.alarmEmail,
      monthlyBudgetUsd: config.monthlyBudgetUsd,
    });
    const distributionOrigin = `https://${web.distribution.distributionDomainName}`;
    if (!appOrigin) {
      auth.registerAppOrigin(distributionOrigin);
      storage.allowPhotoUploadsFrom(distributionOrigin);
    }
    // After every construct that may have made one (the bundle deployment, the custom resources above).
    acknowledgeCdkOwnedFunctions(this);

    new CfnOutput(this, 'AppUrl', {
      value: appOrigin ?? distributionOrigin,
      description: 'Open Fescue here',
    });
    new CfnOutput(this, 'DistributionDomainName', {
      value: web.distribution.distributionDomainName,
      description: 'Point the custom domain (CNAME or alias) here',
    });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.clientId });
    new CfnOutput(this, 'CognitoDomain', {
      value: auth.domain.baseUrl(),
      description: 'Managed login; a Google OAuth client redirects to <this>/oauth2/idpresponse',
    });
    if (api.domainName) {
      new CfnOutput(this, 'ApiOriginTarget', {
        description: 'Point a DNS CNAME for apiDomainName at this name (the API answers nowhere else)',
        value: api.domainName.regionalDomainName,
      });
    }
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
    new CfnOutput(this, 'AlarmTopicArn', {
      value: monitoring.topic.topicArn,
      description:
        'Alarms and the budget notify this SNS topic; subscribe with -c alarmEmail=… or the console',
    });
    new CfnOutput(this, 'DashboardName', { value: monitoring.dashboard.dashboardName });
    new CfnOutput(this, 'PhotosBucketName', { value: storage.photosBucket.bucketName });
    new CfnOutput(this, 'OriginVerifySecretArn', {
      value: api.originVerifySecret.secretArn,
      description: 'The secret CloudFront sends to the API; rotate it as the README says',
    });
  }
}
