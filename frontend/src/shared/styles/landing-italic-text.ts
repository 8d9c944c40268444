/** The letters of the app's only Fraunces italic (the landing title's "beautifully"), subset at build. */
export const LANDING_ITALIC_TEXT = 'beautifully';
