import { describe, expect, it } from 'vitest';
import { endpointGroups } from '../../functions/endpoint-groups';
import { copyDataFiles } from './fescue-function';

describe('copyDataFiles', () => {
  it('copies each declared data file into the asset data/ folder after bundling', () => {
    const hooks = copyDataFiles(endpointGroups.courses.dataFiles);
    expect(hooks.afterBundling('/repo', '/asset')).toEqual([
      'mkdir -p "/asset/data"',
      'cp "/repo/scripts/catalog/data/us-championship-venues.json" "/asset/data/"',
      'cp "/repo/scripts/catalog/data/us-tour-and-famous.json" "/asset/data/"',
    ]);
  });
});
