/**
 * An Escape that a toast, the topmost layer, hands back to the dialog holding focus (see toast.tsx): the dialog
 * then closes as if it had heard the key itself.
 */
export const DIALOG_ESCAPE_EVENT = 'fescue:dialog-escape';
