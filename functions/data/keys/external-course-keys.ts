/**
 * Keys of the links from an external service's course to the Fescue course made from it, so that adding
 * the same external course twice finds the first one. The EXTCOURSE# prefix is written here and nowhere else.
 *
 * External course link: pk EXTCOURSE#<source>#<external id>   sk EXTCOURSE   (attribute courseId)
 */
export type ExternalCourseSource = 'golfcourseapi';

export const externalCourseKeys = {
  link: (source: ExternalCourseSource, externalId: string) => ({
    pk: `EXTCOURSE#${source}#${externalId}`,
    sk: 'EXTCOURSE',
  }),
} as const;

export const EXTERNAL_COURSE_LINK_ENTITY = 'EXTERNAL_COURSE_LINK';
