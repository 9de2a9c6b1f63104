/**
 * The panel's toast slot, given to <Admin notification>. Unlike react-admin's <Notification>, which
 * queues a new notification until the one on screen closes (so a persistent 'working' toast would
 * block every later one forever), a new toast here REPLACES the one on screen at once (spec part 1
 * §8: fixed slots, "a working toast stays until replaced"). Colours are MUI's filled alerts:
 * error red, success green, info blue, warning orange. Undoable notifications keep react-admin's
 * contract: the pending mutation is committed when the toast goes away, or undone with 'Deshacer'.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Snackbar, type SnackbarCloseReason } from '@mui/material';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';

/** How long a toast stays unless told otherwise (spec: 3 s; 'working' toasts pass null). */
export const TOAST_DURATION = 3000;

interface Shown {
  payload: NotificationPayload;
  key: number;
}

export const ToastNotification = () => {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown>();
  const [open, setOpen] = useState(false);
  const shownRef = useRef<Shown | undefined>(undefined);
  const settled = useRef(new WeakSet<NotificationPayload>());
  const keys = useRef(0);

  /** A toast leaves the screen: commit (or undo) the mutation an undoable one was holding. */
  const settle = useCallback(
    (payload: NotificationPayload | undefined, isUndo = false) => {
      if (!payload || settled.current.has(payload)) return;
      settled.current.add(payload);
      if (payload.notificationOptions?.undoable) takeMutation()?.({ isUndo });
    },
    [takeMutation],
  );

  useEffect(() => {
    if (notifications.length === 0) return;
    const taken = notifications;
    setNotifications((queue) => queue.slice(taken.length));
    taken.slice(0, -1).forEach((payload) => settle(payload));
    settle(shownRef.current?.payload);
    const next = { payload: taken[taken.length - 1], key: ++keys.current };
    shownRef.current = next;
    setShown(next);
    setOpen(true);
  }, [notifications, setNotifications, settle]);

  const handleClose = useCallback((_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  }, []);

  const handleExited = useCallback(() => {
    settle(shownRef.current?.payload);
    shownRef.current = undefined;
    setShown(undefined);
  }, [settle]);

  const handleUndo = useCallback(() => {
    settle(shownRef.current?.payload, true);
    setOpen(false);
  }, [settle]);

  if (!shown) return null;
  const { message, type, notificationOptions = {} } = shown.payload;
  const { autoHideDuration, messageArgs, multiLine, undoable } = notificationOptions;
  const text = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;

  return (
    <CloseNotificationContext.Provider value={() => setOpen(false)}>
      <Snackbar
        key={shown.key}
        open={open}
        autoHideDuration={autoHideDuration === undefined ? TOAST_DURATION : autoHideDuration}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ transition: { onExited: handleExited } }}
      >
        <Alert
          variant="filled"
          severity={type}
          role={type === 'error' ? 'alert' : 'status'}
          sx={multiLine ? { whiteSpace: 'pre-wrap' } : undefined}
          action={
            undoable ? (
              <Button color="inherit" size="small" onClick={handleUndo}>
                {translate('ra.action.undo')}
              </Button>
            ) : undefined
          }
        >
          {text}
        </Alert>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
};
