import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@cargora/shared/router';
import styled from 'styled-components';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { colors, shape } from '@cargora/shared/runtime';
import { Button } from '@cargora/shared/ui';
import { useLogout } from '../features/session/use-logout';

const Wrapper = styled.div`
  position: relative;
`;

const NameButton = styled(Button)`
  color: #fff;
  min-height: 40px;
  max-width: 220px;
  & span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const List = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 8px);
  min-width: 180px;
  margin: 0;
  padding: 8px;
  list-style: none;
  background: ${colors.surface};
  color: ${colors.text};
  border-radius: ${shape.radius}px;
  box-shadow: 0 12px 32px rgb(10 13 19 / 25%);
  z-index: 70;
  & [role='menuitem'] {
    display: block;
    width: 100%;
    padding: 10px 12px;
    border: none;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
    border-radius: ${shape.radius}px;
  }
  & [role='menuitem']:hover,
  & [role='menuitem']:focus-visible {
    background: ${colors.surfaceAlt};
    outline: 2px solid ${colors.primary};
  }
`;

/** The signed-in customer's name as a menu button (Home, Logout), with the keyboard of the menu button pattern. */
export function UserMenu({ name }: { name: string }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const logout = useLogout();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  // The item to focus once the menu has opened (its items cannot take focus while the list is hidden).
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const focusItem = (where: 'first' | 'last') =>
    (where === 'first' ? items.current[0] : items.current[items.current.length - 1])?.focus();

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusItem(focusOnOpen.current);
    focusOnOpen.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const openAt = (where: 'first' | 'last') => {
    if (open) return focusItem(where);
    focusOnOpen.current = where;
    setOpen(true);
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAt('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt('last');
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const list = items.current.filter(Boolean) as HTMLButtonElement[];
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
  };

  return (
    <Wrapper ref={wrapper}>
      <NameButton
        ref={button}
        type="button"
        $variant="outline"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKey}
        data-testid="user-menu-button"
      >
        <span>{name}</span> ▾
      </NameButton>
      <List role="menu" id={`${id}-menu`} aria-labelledby={`${id}-button`} hidden={!open} onKeyDown={onMenuKey}>
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} ref={(el) => { items.current[0] = el; }} onClick={() => {
              close(false);
              navigate(pathTo('home'));
            }}>
            {t('userMenu.home')}
          </button>
        </li>
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} ref={(el) => { items.current[1] = el; }} onClick={() => {
              close(false);
              logout();
            }}>
            {t('userMenu.logout')}
          </button>
        </li>
      </List>
    </Wrapper>
  );
}
