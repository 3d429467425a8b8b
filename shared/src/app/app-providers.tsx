// Theme, global styles and toasts: mounted once by the host (or a remote's stand-in shell).
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SnackbarProvider } from 'notistack';
import { createTheme } from '../theme/theme';
import { toastTopOffset, useSettingsStore, type ToastPosition } from '../stores/settings-store';
import { TOAST } from '../constants';
import { GlobalStyle } from './global-style';

function anchorOf(position: ToastPosition) {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'center' | 'right'];
  return { vertical, horizontal };
}

export function AppProviders({ children }: { children: ReactNode }) {
  const settings = useSettingsStore((s) => s.settings);
  const theme = useMemo(
    () => createTheme(settings.mode, settings.skin === 'bordered', settings.contentWidth, settings.themeColor),
    [settings.mode, settings.skin, settings.contentWidth, settings.themeColor],
  );
  const anchor = anchorOf(settings.toastPosition);
  const offset = toastTopOffset(settings);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SnackbarProvider
        maxSnack={TOAST.maxToasts}
        anchorOrigin={anchor}
        style={{ maxWidth: TOAST.maxWidthPx }}
        classes={{ containerRoot: 'cargora-toasts' }}
      >
        <style>{`.cargora-toasts{${anchor.vertical === 'top' ? `top:${offset}px !important;` : ''}}`}</style>
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
