import { describe, expect, it } from 'vitest';
import { clusterCountText } from './cluster-count-images';

describe('clusterCountText', () => {
  it("reads the count out of a cluster image's id, as MapLibre abbreviates it", () => {
    expect(clusterCountText('cluster-count:12')).toBe('12');
    expect(clusterCountText('cluster-count:1.2k')).toBe('1.2k');
  });

  it('leaves every other missing image alone', () => {
    expect(clusterCountText('marker-15')).toBeNull();
    expect(clusterCountText('cluster-count:')).toBeNull();
    expect(clusterCountText('cluster-count:<svg>')).toBeNull();
  });
});
