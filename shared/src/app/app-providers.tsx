// Theme, global styles and toasts: mounted once by the host (or a remote's stand-in shell).
import { Suspense, lazy, useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { TOAST } from '@cargora/shared/contracts';
import { createTheme, useSettingsStore, type Settings, useToasterStore } from '@cargora/shared/runtime';
import { ErrorBoundary } from '../ui/error-boundary';
import { GlobalStyle } from './global-style';

// notistack arrives with the first toast, not with the page (one retry if its chunk fails to load).
const Toaster = lazy(() => import('./toaster').catch(() => import('./toaster')));

// Toasts come at the top centre, under the top bar: not a visitor's setting.
const [vertical, horizontal] = TOAST.defaultPosition.split('-') as ['top' | 'bottom', 'left' | 'center' | 'right'];
const TOAST_ANCHOR = { vertical, horizontal };

function ToasterSlot() {
  const requested = useToasterStore((s) => s.requested);
  if (!requested) return null;
  // Toasts that cannot load must never take the page down with them.
  return (
    <ErrorBoundary name="toasts" fallback={() => null}>
      <Suspense fallback={null}>
        <Toaster anchor={TOAST_ANCHOR} topOffset={TOAST.topOffsetHorizontalPx} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The theme of a visitor's display settings (the server computes the page's site-wide rules from it too). */
export function themeForSettings(settings: Settings) {
  return createTheme(settings.mode, settings.contentWidth, settings.themeColor);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const settings = useSettingsStore((s) => s.settings);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const theme = useMemo(() => themeForSettings(settings), [settings.mode, settings.contentWidth, settings.themeColor]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
      <ToasterSlot />
    </ThemeProvider>
  );
}
