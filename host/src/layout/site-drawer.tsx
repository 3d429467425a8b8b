// The phone drawer: a modal dialog. Opening it moves focus in (to its close button), Tab and Shift+Tab stay inside it,
// the page behind it is inert, and Escape, the close button, the backdrop or a followed link close it and give focus
// back to the button that opened it.
// Its links are in every page's HTML (crawlers and visitors without JavaScript follow them). Before hydration (and
// without JavaScript) it is the target of the top bar's Menu link (`#site-drawer`): `:target` shows it, its close
// control is a link away from that target, and its controls (the language and currency form, sign-in) are in the HTML.
// Once hydrated it is the dialog above, and those controls are rendered the first time it opens.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@cargora/shared/translation';
import { colors, useHydrated } from '@cargora/shared/runtime';
import { Button } from '@cargora/shared/ui';

const Panel = styled.div<{ $open: boolean; $static: boolean }>`
  position: fixed;
  inset-block: 0;
  inset-inline-end: 0;
  width: min(320px, 85vw);
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: -8px 0 24px rgb(10 13 19 / 30%);
  padding: 16px;
  overflow-y: auto;
  z-index: 60;
  transform: translateX(${({ $open }) => ($open ? '0' : '110%')});
  [dir='rtl'] & {
    transform: translateX(${({ $open }) => ($open ? '0' : '-110%')});
  }
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  /* Visible at once when opening (focus moves in straight away: a hidden element takes no focus), hidden only once the
     slide out has finished when closing. */
  transition: transform 0.2s ease, visibility 0s linear ${({ $open }) => ($open ? '0s' : '0.2s')};
  ${({ $static }) =>
    $static &&
    `&:target {
      transform: none;
      visibility: visible;
    }`}
  display: grid;
  gap: 12px;
  align-content: start;
  & > a {
    display: block;
    color: inherit;
    padding: 10px 12px;
    min-height: 44px;
  }
  & select,
  & input {
    color: inherit;
    border-color: ${colors.border};
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 59;
  background: rgb(10 13 19 / 45%);
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

/** The page's parts outside the top bar (skip link, main, footer) and the bar's own row, made inert while the drawer is open. */
function pageBehind(panel: HTMLElement): HTMLElement[] {
  const header = panel.closest('header');
  const behind = header ? [...(header.parentElement?.children ?? [])].filter((el) => el !== header) : [];
  const row = header ? [...header.children].filter((el) => !el.contains(panel) && !el.hasAttribute('data-drawer-backdrop')) : [];
  return [...behind, ...row].filter((el): el is HTMLElement => el instanceof HTMLElement && !el.hasAttribute('inert'));
}

export function SiteDrawer({
  id,
  open,
  onClose,
  returnFocus,
  children,
  controls,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
  /** Always rendered: the links. */
  children: ReactNode;
  /** Rendered from the first time the drawer opens on (kept after it closes). */
  controls?: ReactNode;
}) {
  const { t } = useTranslation('host');
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) {
      if (wasOpen.current) {
        wasOpen.current = false;
        // Back to the trigger, unless a followed link took the visitor elsewhere (the new page then gets focus).
        if (!document.activeElement || document.activeElement === document.body || panel?.contains(document.activeElement)) {
          returnFocus.current?.focus();
        }
      }
      return undefined;
    }
    wasOpen.current = true;
    const inerted = pageBehind(panel);
    for (const el of inerted) el.setAttribute('inert', '');
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
        return;
      }
      if (e.key !== 'Tab') return;
      // Skipping what is hidden (the collapsed category list).
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (e.shiftKey && (document.activeElement === first || !panel.contains(document.activeElement))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !panel.contains(document.activeElement))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      for (const el of inerted) el.removeAttribute('inert');
    };
  }, [open, onClose, returnFocus]);

  return (
    <>
      {open && <Backdrop aria-hidden="true" onClick={onClose} data-drawer-backdrop="" />}
      <Panel
        id={id}
        ref={panelRef}
        $open={open}
        $static={!hydrated}
        // Closed, it is hidden (visibility) from everyone; the dialog's attributes are the hydrated drawer's.
        {...(hydrated ? { role: 'dialog', 'aria-modal': true, 'aria-label': t('topBar.menu'), 'aria-hidden': !open, inert: !open } : {})}
      >
        {hydrated ? (
          <Button ref={closeRef} $variant="outline" onClick={onClose}>
            {t('topBar.closeMenu')}
          </Button>
        ) : (
          // Any other fragment ends the :target (no scroll: no element has that id).
          <Button as="a" href="#site-drawer-closed" $variant="outline">
            {t('topBar.closeMenu')}
          </Button>
        )}
        {children}
        {(opened || !hydrated) && controls}
      </Panel>
    </>
  );
}
