import { describe, expect, it } from 'vitest';
import { clusterCountFont, clusterCountText } from './cluster-count-images';

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

describe('clusterCountFont', () => {
  it('asks for the face the app loads, "Inter Variable", not an "Inter" it never declares', () => {
    expect(clusterCountFont(24)).toBe("700 24px 'Inter Variable', system-ui, sans-serif");
  });
});
