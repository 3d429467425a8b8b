// notistack's provider with the spec's limits: its own chunk, loaded by AppProviders when the first toast is raised.
import { useEffect } from 'react';
import * as notistack from 'notistack';
import { TOAST } from '../constants';
import { toasterMounted, toasterUnmounted } from '../toast';

export interface ToasterProps {
  anchor: { vertical: 'top' | 'bottom'; horizontal: 'left' | 'center' | 'right' };
  /** Distance from the top of the window (clears the top bar), for toasts anchored at the top. */
  topOffset: number;
}

export default function Toaster({ anchor, topOffset }: ToasterProps) {
  useEffect(() => {
    toasterMounted(notistack);
    return toasterUnmounted;
  }, []);
  return (
    <>
      <notistack.SnackbarProvider
        maxSnack={TOAST.maxToasts}
        anchorOrigin={anchor}
        style={{ maxWidth: TOAST.maxWidthPx }}
        classes={{ containerRoot: 'cargora-toasts' }}
      />
      <style>{`.cargora-toasts{${anchor.vertical === 'top' ? `top:${topOffset}px !important;` : ''}}`}</style>
    </>
  );
}
