/** A handicap figure as the header, dashboard and profile show it (official GHIN, or Fescue's estimate). */
export { HandicapFigure } from './handicap-figure';
