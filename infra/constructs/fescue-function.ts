import { join } from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { ApplicationLogLevel, Architecture, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { FilterPattern, LogGroup, MetricFilter, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  HTTP_METRICS,
  METRIC_LOG_MESSAGE,
  METRICS_NAMESPACE,
  type AppMetricName,
} from '../../functions/lib/observability-names';
import { repoRoot } from '../config';
import { dataFilesLoadedOnUse, lambdaBundling, packagesLoadedOnUse } from '../lambda-bundling';

export interface FescueFunctionProps {
  /** Handler module relative to the repository root; it exports `handler`. */
  readonly entry: string;
  /** Powertools service name, also used in the description. */
  readonly serviceName: string;
  readonly environment: Record<string, string>;
  /** Repository-relative data files copied to `data/` beside the bundle (see EndpointGroup.dataFiles). */
  readonly dataFiles?: readonly string[];
  /** Default 10 s; longer only for work that needs it (a GHIN sync, the scheduled sync's worker). */
  readonly timeout?: Duration;
  /** Default "Fescue <serviceName> endpoint group". */
  readonly description?: string;
  /**
   * Instances kept for this function and the most it may run at once (infra/concurrency.ts); unset, it
   * shares the account's unreserved concurrency.
   */
  readonly reservedConcurrentExecutions?: number;
  /** Where an asynchronous invocation that failed every retry goes (the scheduled GHIN dispatcher's). */
  readonly deadLetterQueue?: IQueue;
  /** The metrics the function counts (functions/lib/observability.ts); default the HTTP stack's. */
  readonly metrics?: readonly AppMetricName[];
}

/** The one place that holds the defaults every Fescue Lambda shares. */
export class FescueFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: FescueFunctionProps) {
    super(scope, id);

    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      // Logs expire anyway; a deleted stack should not leave log groups behind.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // Each metric from its log lines (`countMetric`): same namespace, names and `service` dimension as the
    // EMF lines Powertools metrics wrote, without a metrics library in every bundle (docs/operations.md).
    for (const metric of props.metrics ?? HTTP_METRICS) {
      new MetricFilter(this, `${metric}Metric`, {
        logGroup,
        filterPattern: FilterPattern.all(
          FilterPattern.stringValue('$.message', '=', METRIC_LOG_MESSAGE),
          FilterPattern.stringValue('$.metric', '=', metric),
        ),
        metricNamespace: METRICS_NAMESPACE,
        metricName: metric,
        metricValue: '$.value',
        dimensions: { service: '$.service' },
      });
    }

    this.function = new NodejsFunction(this, 'Function', {
      description: props.description ?? `Fescue ${props.serviceName} endpoint group`,
      entry: join(repoRoot, props.entry),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      // CPU scales with memory: 1 GB keeps cold starts and JWT verification quick for little cost.
      memorySize: 1024,
      // Well under API Gateway's 30 s integration limit, so a stuck call surfaces as a logged Lambda timeout.
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup,
      ...(props.reservedConcurrentExecutions === undefined
        ? {}
        : { reservedConcurrentExecutions: props.reservedConcurrentExecutions }),
      ...(props.deadLetterQueue ? { deadLetterQueue: props.deadLetterQueue } : {}),
      loggingFormat: LoggingFormat.JSON,
      applicationLogLevelV2: ApplicationLogLevel.INFO,
      environment: {
        ...props.environment,
        POWERTOOLS_SERVICE_NAME: props.serviceName,
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        format: lambdaBundling.format === 'esm' ? OutputFormat.ESM : OutputFormat.CJS,
        target: lambdaBundling.target,
        mainFields: [...lambdaBundling.mainFields],
        minify: lambdaBundling.minify,
        sourceMap: lambdaBundling.sourcemap,
        sourcesContent: lambdaBundling.sourcesContent,
        externalModules: [...lambdaBundling.external],
        banner: lambdaBundling.banner.js,
        // NodejsFunction has no conditions prop: the same esbuild option, passed as is.
        esbuildArgs: { '--conditions': lambdaBundling.conditions.join(',') },
        commandHooks: copyDataFiles(props.dataFiles ?? []),
      },
    });

    Validations.of(this).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'X-Ray PutTraceSegments and PutTelemetryRecords support no resource-level permissions.',
      },
    );
  }
}

/**
 * Bundling hooks that copy data files into the asset's data/ folder, where readDataFile finds them in Lambda,
 * and the packages the code loads on first use into its node_modules/ (infra/lambda-bundling.ts).
 */
export function copyDataFiles(groupFiles: readonly string[]) {
  const files = [...new Set([...dataFilesLoadedOnUse, ...groupFiles])];
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir: string, outputDir: string) => [
      `mkdir -p "${outputDir}/data"`,
      ...files.map((file) => `cp "${inputDir}/${file}" "${outputDir}/data/"`),
      ...packagesLoadedOnUse.flatMap((name) => [
        `mkdir -p "${outputDir}/node_modules/${name}"`,
        `cp -R "${inputDir}/node_modules/${name}/." "${outputDir}/node_modules/${name}/"`,
      ]),
    ],
  };
}
