// Theme, global styles and toasts: mounted once by the host (or a remote's stand-in shell).
import { Suspense, lazy, useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { createTheme, toastTopOffset, useSettingsStore, type Settings, type ToastPosition, useToasterStore } from '@cargora/shared/runtime';
import { ErrorBoundary } from '../ui/error-boundary';
import { GlobalStyle } from './global-style';

// notistack arrives with the first toast, not with the page (one retry if its chunk fails to load).
const Toaster = lazy(() => import('./toaster').catch(() => import('./toaster')));

function anchorOf(position: ToastPosition) {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'center' | 'right'];
  return { vertical, horizontal };
}

function ToasterSlot() {
  const requested = useToasterStore((s) => s.requested);
  const settings = useSettingsStore((s) => s.settings);
  if (!requested) return null;
  // Toasts that cannot load must never take the page down with them.
  return (
    <ErrorBoundary name="toasts" fallback={() => null}>
      <Suspense fallback={null}>
        <Toaster anchor={anchorOf(settings.toastPosition)} topOffset={toastTopOffset(settings)} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The theme of a visitor's display settings (the server computes the page's site-wide rules from it too). */
export function themeForSettings(settings: Settings) {
  return createTheme(settings.mode, settings.skin === 'bordered', settings.contentWidth, settings.themeColor);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const settings = useSettingsStore((s) => s.settings);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const theme = useMemo(() => themeForSettings(settings), [settings.mode, settings.skin, settings.contentWidth, settings.themeColor]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
      <ToasterSlot />
    </ThemeProvider>
  );
}
