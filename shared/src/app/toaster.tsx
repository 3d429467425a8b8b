// notistack's provider with the spec's limits: its own chunk, loaded by AppProviders when the first toast is raised.
import { useEffect } from 'react';
import * as notistack from 'notistack';
import { createGlobalStyle } from 'styled-components';
import { TOAST } from '@cargora/shared/contracts';
import { toasterMounted, toasterUnmounted } from '@cargora/shared/runtime';

export interface ToasterProps {
  anchor: { vertical: 'top' | 'bottom'; horizontal: 'left' | 'center' | 'right' };
  /** Distance from the top of the window (clears the top bar), for toasts anchored at the top. */
  topOffset: number;
}

// Through styled-components, so the rule carries the page's CSP nonce like every other style.
const ToastOffset = createGlobalStyle<{ $top: number | null }>`
  .cargora-toasts {
    ${({ $top }) => ($top === null ? '' : `top: ${$top}px !important;`)}
  }
`;

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
      <ToastOffset $top={anchor.vertical === 'top' ? topOffset : null} />
    </>
  );
}
