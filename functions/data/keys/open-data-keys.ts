/**
 * Keys of the open-data import's items. The OPENDATA# prefix and the CATALOG partition's SOURCES item are
 * written here and nowhere else.
 *
 * Source link:     pk OPENDATA#<source>:<source id>  sk LINK   (courseId, hash of the record last imported:
 *                                                                 a new file version updates, never duplicates)
 * Catalog sources: pk CATALOG  sk SOURCES   (courses by source, kept with ADD by the seed and the imports)
 */
export const openDataKeys = {
  link: (sourceId: string) => ({ pk: `OPENDATA#${sourceId}`, sk: 'LINK' }),
  catalogSources: () => ({ pk: 'CATALOG', sk: 'SOURCES' }),
} as const;

export const OPEN_DATA_LINK_ENTITY = 'OPEN_DATA_LINK';
export const CATALOG_SOURCES_ENTITY = 'CATALOG_SOURCES';
