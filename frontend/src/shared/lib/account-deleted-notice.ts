/**
 * Deleting the account ends in the provider's sign-out, which comes back to the landing page with nothing
 * saying what happened. The dialog leaves a mark in this tab's session storage (it survives the round trip
 * to the provider; it is gone when the tab closes) and the landing page says the account is gone, once.
 */
const KEY = 'fescue:account-deleted';

export function rememberAccountDeleted(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode): the golfer lands without the message; the deletion itself is done.
  }
}

/** Whether the tab came back from deleting an account (read without clearing: see forgetAccountDeleted). */
export function accountWasDeleted(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

export function forgetAccountDeleted(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
