import { screens, type Screen } from '../screens';

interface NavItem {
  to: string;
  label: string;
  end: boolean;
  /** Shown in the desktop header's More menu rather than inline; the phone menu lists every item. */
  more: boolean;
  /** Pages outside `to` that still belong to this item's section, so the item is marked while on them. */
  sectionPrefixes: readonly string[];
}

/** A parameterised path's fixed start ('/course/:id' → '/course/'). */
const prefixOf = (path: string) => path.slice(0, path.indexOf(':') === -1 ? undefined : path.indexOf(':'));

function navItem(screen: Screen, label: string, more = false): NavItem {
  return {
    to: screen.path,
    label,
    more,
    end: screen.path === '/',
    sectionPrefixes: screens
      .filter((other) => other.section === screen.id)
      .map((other) => prefixOf(other.path)),
  };
}

/**
 * The desktop navigation (docs/product-rules.md#header), in order (the screens' `menu` in app/screens.ts).
 * The mobile menu shows the same links plus Logout.
 */
export const primaryNav: readonly NavItem[] = screens
  .flatMap((screen) => (screen.menu ? [{ screen, ...screen.menu }] : []))
  .sort((a, b) => a.order - b.order)
  .map(({ screen, label, more }) => navItem(screen, label, more));

/**
 * The Operations page, linked only for an operator (the current user's `isOperator`): the page is no golfer's
 * business, and its API refuses golfers anyway (docs/operations.md).
 */
export const OPERATIONS_PATH = '/operations';
export const operationsNav: NavItem = {
  to: OPERATIONS_PATH,
  label: 'Operations',
  end: true,
  more: false,
  sectionPrefixes: [],
};

/** The link's class: `base`, plus `base--section` while on a page of its section that is not its own. */
export function navLinkClass(base: string, item: NavItem, pathname: string) {
  return ({ isActive }: { isActive: boolean }) =>
    !isActive && item.sectionPrefixes.some((prefix) => pathname.startsWith(prefix))
      ? `${base} ${base}--section`
      : base;
}

/** Every signed-in screen; the footer links to them all (the screens' `footer` in app/screens.ts). */
export const signedInFooterLinks = screens
  .flatMap((screen) => (screen.footer ? [{ to: screen.path, ...screen.footer }] : []))
  .sort((a, b) => a.order - b.order)
  .map(({ to, label }) => ({ to, label }));
