/**
 * Deleting the account ends in the provider's sign-out, which comes back to the landing page with nothing
 * saying what happened. The dialog leaves a mark in this tab's session storage (it survives the round trip
 * to the provider; it is gone when the tab closes), and the page load it comes back to takes it: the landing
 * page says the account is gone for that visit, and a reload does not say it again.
 */
const KEY = 'fescue:account-deleted';

export function rememberAccountDeleted(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode): the golfer lands without the message; the deletion itself is done.
  }
}

let arrivedFromDeletion: boolean | undefined;

/**
 * Whether this page load came back from deleting an account. The mark is taken on the first call, and the
 * answer kept for the load, so the landing page mounting again (the session check settling) still shows it.
 */
export function arrivedFromAccountDeletion(): boolean {
  if (arrivedFromDeletion === undefined) {
    try {
      arrivedFromDeletion = sessionStorage.getItem(KEY) !== null;
      sessionStorage.removeItem(KEY);
    } catch {
      arrivedFromDeletion = false;
    }
  }
  return arrivedFromDeletion;
}
