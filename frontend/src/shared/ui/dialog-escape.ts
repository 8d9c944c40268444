/**
 * An Escape that a toast, the topmost layer, hands back to the dialog holding focus (see toast.tsx): the dialog
 * then closes as if it had heard the key itself, and cancels the event to say it took it.
 */
export const DIALOG_ESCAPE_EVENT = 'fescue:dialog-escape';
