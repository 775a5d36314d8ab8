/**
 * A dialog's `onClose` that ignores the second click of a double click on the button that
 * opened it: that click lands on the backdrop, which would close the dialog as it opens. A
 * deliberate click outside (a click count of 1) and Escape still close it.
 */
export const closeUnlessDoubleClick =
  (close: () => void) => (event: object, reason: 'backdropClick' | 'escapeKeyDown') => {
    const clicks = 'detail' in event && typeof event.detail === 'number' ? event.detail : 0;
    if (reason === 'backdropClick' && clicks > 1) return;
    close();
  };
