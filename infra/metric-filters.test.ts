import { describe, expect, it } from 'vitest';
import { endpointGroups } from '../functions/endpoint-groups';
import { METRIC, METRICS_NAMESPACE } from '../functions/lib/observability-names';
import { synthFescue } from './testing/synth';

const { template } = synthFescue();

/** The metric filters of the template, by metric name: each with its pattern, value and dimensions. */
function filtersOf(metric: string) {
  return Object.values(template.findResources('AWS::Logs::MetricFilter'))
    .map((resource) => resource.Properties as Record<string, unknown>)
    .filter((properties) =>
      (properties.MetricTransformations as { MetricName: string }[]).some((t) => t.MetricName === metric),
    );
}

describe('the metrics, from the functions’ metric lines (functions/lib/observability.ts countMetric)', () => {
  it('counts server errors, refused requests and cold starts of every endpoint group, by service', () => {
    // Every endpoint group, and the deploy-time migrations' two functions (infra/deploy-migrations.ts).
    const groups = Object.keys(endpointGroups).length + 2;
    for (const metric of [METRIC.serverError, METRIC.refused]) {
      const filters = filtersOf(metric);
      expect(filters).toHaveLength(groups);
      expect(filters[0]).toMatchObject({
        FilterPattern: `{ ($.message = "Metric") && ($.metric = "${metric}") }`,
        MetricTransformations: [
          {
            MetricNamespace: METRICS_NAMESPACE,
            MetricName: metric,
            MetricValue: '$.value',
            Dimensions: [{ Key: 'service', Value: '$.service' }],
          },
        ],
      });
    }
    // The GHIN jobs count their cold starts too.
    expect(filtersOf(METRIC.coldStart)).toHaveLength(groups + 2);
  });

  it('counts the scheduled GHIN sync: golfers queued, syncs done and failed', () => {
    for (const metric of [METRIC.ghinGolfersQueued, METRIC.ghinSyncSucceeded, METRIC.ghinSyncFailed])
      expect(filtersOf(metric)).toHaveLength(1);
  });
});
