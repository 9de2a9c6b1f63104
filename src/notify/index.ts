export { ToastNotification, TOAST_DURATION } from './ToastNotification';
export { useToast, type Toast } from './useToast';
