// "Agents and plans": a menu button (WAI-ARIA menu pattern). The spec's select with Become an Agent, Register/Login,
// Subscription Packages and How It Works acted on every change, so one ArrowDown on it opened the agent site in a new
// tab (WCAG 3.2.2). Here arrows only move through the items; an item acts on Enter, Space or a click.
// Before hydration (and without JavaScript) it is a native disclosure of the same entries as links.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { colors, shape, useHydrated } from '@cargora/shared/runtime';
import { Link, Button, externalSiteUrl, openExternalSite } from '@cargora/shared/ui';

const Trigger = styled(Button)`
  color: #fff;
  min-height: 40px;
  border: 1px solid rgb(255 255 255 / 35%);
`;

export const MenuSurface = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 8px);
  z-index: 70;
  min-width: 240px;
  margin: 0;
  padding: 8px;
  list-style: none;
  background: ${colors.surface};
  color: ${colors.text};
  border-radius: ${shape.radius}px;
  box-shadow: 0 12px 32px rgb(10 13 19 / 25%);
  & [role='menuitem'],
  & a {
    display: block;
    width: 100%;
    text-align: start;
    padding: 10px 12px;
    border-radius: ${shape.radius}px;
    color: inherit;
    text-decoration: none;
    background: none;
    border: none;
    font: inherit;
    cursor: pointer;
  }
  & [role='menuitem']:hover,
  & [role='menuitem']:focus,
  & a:hover {
    background: ${colors.surfaceAlt};
  }
  & [role='menuitem']:focus-visible,
  & a:focus-visible {
    outline: 3px solid ${colors.primary};
    outline-offset: -3px;
  }
`;

/** Keyboard movement inside an open menu: arrows, Home and End move focus between its items (wrapping around). */
export function moveMenuFocus(menu: HTMLElement, key: string): boolean {
  const items = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  if (items.length === 0) return false;
  const index = items.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (key === 'ArrowDown') next = (index + 1) % items.length;
  else if (key === 'ArrowUp') next = (index - 1 + items.length) % items.length;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = items.length - 1;
  else return false;
  items[next]!.focus();
  return true;
}

/** A native disclosure before hydration (and without JavaScript): its summary opens it; no marker triangle. */
export const StaticDisclosure = styled.details`
  position: relative;
  & > summary {
    list-style: none;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
`;

/** The same entries as links, in a disclosure the browser opens by itself. */
function StaticActions({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation('host');
  return (
    <StaticDisclosure>
      <Trigger as="summary" $variant="ghost">
        {t('topBar.actions')} <span aria-hidden="true">▾</span>
      </Trigger>
      <MenuSurface aria-label={t('topBar.actions')}>
        <li>
          <a href={externalSiteUrl('agent')} target="_blank" rel="noreferrer">
            {t('topBar.becomeAgent')} <span aria-hidden="true">↗</span>
          </a>
        </li>
        <li>
          <Link to={loginHref}>{t('topBar.registerLogin')}</Link>
        </li>
        <li>
          <Link to={pathTo('subscription')}>{t('topBar.subscriptionPackages')}</Link>
        </li>
        <li>
          <Link to={pathTo('howItWorks')}>{t('topBar.howItWorks')}</Link>
        </li>
      </MenuSurface>
    </StaticDisclosure>
  );
}

export function ActionsMenu({ onLogin, loginHref }: { onLogin: () => void; loginHref: string }) {
  if (!useHydrated()) return <StaticActions loginHref={loginHref} />;
  return <MenuButtonActions onLogin={onLogin} />;
}

function MenuButtonActions({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);

  // Opening moves focus into the menu (first or last item, by how it was opened).
  useEffect(() => {
    if (!open) return;
    const items = menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    items?.[open === 'last' ? items.length - 1 : 0]?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (e: MouseEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(e.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    } else if (e.key === 'Tab') {
      // Tab leaves the menu for the next control; the menu closes behind it.
      setOpen(false);
    } else if (menuRef.current && moveMenuFocus(menuRef.current, e.key)) {
      e.preventDefault();
    }
  };

  const item = (key: string, content: ReactNode) => (
    <li role="none" key={key}>
      {content}
    </li>
  );

  return (
    <div ref={wrapRef} style={{ position: 'relative' }}>
      <Trigger
        ref={buttonRef}
        type="button"
        $variant="ghost"
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onButtonKey}
      >
        {t('topBar.actions')} <span aria-hidden="true">▾</span>
      </Trigger>
      {open && (
        <MenuSurface id={menuId} role="menu" aria-label={t('topBar.actions')} ref={menuRef} onKeyDown={onMenuKey}>
          {item(
            'agent',
            <button type="button" role="menuitem" tabIndex={-1} onClick={() => { close(true); openExternalSite('agent'); }}>
              {t('topBar.becomeAgent')}
            </button>,
          )}
          {item(
            'login',
            <button type="button" role="menuitem" tabIndex={-1} onClick={() => { setOpen(false); onLogin(); }}>
              {t('topBar.registerLogin')}
            </button>,
          )}
          {item(
            'subscription',
            <Link role="menuitem" tabIndex={-1} to={pathTo('subscription')} onClick={() => setOpen(false)}>
              {t('topBar.subscriptionPackages')}
            </Link>,
          )}
          {item(
            'howItWorks',
            <Link role="menuitem" tabIndex={-1} to={pathTo('howItWorks')} onClick={() => setOpen(false)}>
              {t('topBar.howItWorks')}
            </Link>,
          )}
        </MenuSurface>
      )}
    </div>
  );
}
