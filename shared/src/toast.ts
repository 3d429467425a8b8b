// Toasts for every package. notistack is fetched the first time a toast is raised: most visits never see one, so
// the landing page does not download it. Until its provider is mounted (AppProviders mounts it on demand), raised
// toasts wait here in order and are shown as soon as it is; keys are ours, so a toast can be dismissed either way.
import type { OptionsObject, SnackbarKey } from 'notistack';
import { create } from 'zustand';
import { TOAST } from '@cargora/shared/contracts';

type Notistack = Pick<typeof import('notistack'), 'enqueueSnackbar' | 'closeSnackbar'>;
interface PendingToast {
  key: string;
  message: string;
  options: OptionsObject;
}

/** `requested` turns true with the first toast: AppProviders then loads and mounts notistack's provider. */
export const useToasterStore = create<{ requested: boolean }>(() => ({ requested: false }));

let mounted: Notistack | null = null;
let pending: PendingToast[] = [];
let counter = 0;

function show(message: string, options: OptionsObject): SnackbarKey {
  counter += 1;
  const key = `toast-${counter}`;
  if (mounted) mounted.enqueueSnackbar(message, { ...options, key });
  else {
    pending.push({ key, message, options });
    useToasterStore.setState({ requested: true });
  }
  return key;
}

/** Called by the toaster once notistack's provider is mounted: shows what was raised meanwhile, in order. */
export function toasterMounted(notistack: Notistack) {
  mounted = notistack;
  const waiting = pending;
  pending = [];
  for (const t of waiting) notistack.enqueueSnackbar(t.message, { ...t.options, key: t.key });
}

export function toasterUnmounted() {
  mounted = null;
}

export const toast = {
  success: (message: string) => show(message, { variant: 'success', autoHideDuration: TOAST.successMs }),
  error: (message: string) => show(message, { variant: 'error', autoHideDuration: TOAST.errorMs }),
  blank: (message: string) => show(message, { variant: 'default', autoHideDuration: TOAST.blankMs }),
  loading: (message: string) => show(message, { variant: 'info', persist: true }),
  dismiss: (key?: SnackbarKey) => {
    if (mounted) mounted.closeSnackbar(key);
    else pending = key === undefined ? [] : pending.filter((t) => t.key !== key);
  },
};
