// Toasts for every package; the host mounts notistack's provider with the spec's limits.
import { enqueueSnackbar, closeSnackbar, type SnackbarKey } from 'notistack';
import { TOAST } from './constants';

export const toast = {
  success: (message: string) =>
    enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST.successMs }),
  error: (message: string) =>
    enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST.errorMs }),
  blank: (message: string) =>
    enqueueSnackbar(message, { variant: 'default', autoHideDuration: TOAST.blankMs }),
  loading: (message: string) =>
    enqueueSnackbar(message, { variant: 'info', persist: true }),
  dismiss: (key?: SnackbarKey) => closeSnackbar(key),
};
