import { describe, expect, it } from 'vitest';
import { endpointGroups } from '../../functions/endpoint-groups';
import { copyDataFiles } from './fescue-function';

describe('copyDataFiles', () => {
  it('copies each declared data file into the asset data/ folder after bundling', () => {
    const hooks = copyDataFiles(endpointGroups.courses.dataFiles);
    expect(hooks.afterBundling('/repo', '/asset')).toEqual([
      'mkdir -p "/asset/data"',
      'cp "/repo/shared/geo/country-rows.json" "/asset/data/"',
      'cp "/repo/shared/geo/continent-table.json" "/asset/data/"',
      'cp "/repo/shared/geo/centroid-tables.json" "/asset/data/"',
      'cp "/repo/scripts/catalog/data/us-championship-venues.json" "/asset/data/"',
      'cp "/repo/scripts/catalog/data/us-tour-and-famous.json" "/asset/data/"',
      'mkdir -p "/asset/node_modules/@photostructure/tz-lookup"',
      'cp -R "/repo/node_modules/@photostructure/tz-lookup/." "/asset/node_modules/@photostructure/tz-lookup/"',
    ]);
  });

  it('ships the country rows and the packages loaded on first use beside every bundle, data files or not', () => {
    expect(copyDataFiles([]).afterBundling('/repo', '/asset')).toEqual([
      'mkdir -p "/asset/data"',
      'cp "/repo/shared/geo/country-rows.json" "/asset/data/"',
      'cp "/repo/shared/geo/continent-table.json" "/asset/data/"',
      'cp "/repo/shared/geo/centroid-tables.json" "/asset/data/"',
      'mkdir -p "/asset/node_modules/@photostructure/tz-lookup"',
      'cp -R "/repo/node_modules/@photostructure/tz-lookup/." "/asset/node_modules/@photostructure/tz-lookup/"',
    ]);
  });
});
