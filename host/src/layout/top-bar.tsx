import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Button, HOST_PATHS, Text, down, pathTo, up, useHydrated, useSessionStore, useSettingsStore, openExternalSite } from '@cargora/shared';
import { CATEGORY_LINKS, MENU_LINKS } from './nav-items';
import { LanguageSelect } from './preference-selects';
import { CurrencyPicker } from './currency-picker';
import { lazyExport } from '../app/lazy-export';
import { useLogout } from '../features/session/use-logout';

// The sign-in dialog is fetched the first time it is opened, and stays mounted after (closing it returns focus).
const LoginDialog = lazyExport(() => import('./login-dialog'), 'LoginDialog');
// Only signed-in visitors need the account menu: guests (most first visits) never download it.
const UserMenu = lazyExport(() => import('./user-menu'), 'UserMenu');

const Bar = styled.header<{ $transparent: boolean }>`
  position: sticky;
  top: 0;
  z-index: 50;
  min-height: ${({ theme }) => theme.topBarMinHeight};
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.palette.topBarText};
  transition: background-color 0.2s ease;
  ${({ $transparent, theme }) =>
    $transparent
      ? css`
          background: linear-gradient(180deg, rgb(10 13 19 / 55%), transparent);
          position: fixed;
          inset-inline: 0;
        `
      : css`
          background: ${theme.palette.topBar};
        `}
`;

const Inner = styled.div`
  width: 100%;
  max-width: 1200px;
  margin-inline: auto;
  padding-inline: 16px;
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Logo = styled(Link)`
  color: #fff;
  font-weight: 800;
  font-size: 1.5rem;
  text-decoration: none;
  letter-spacing: -0.02em;
  margin-inline-end: auto;
  & span {
    color: ${({ theme }) => theme.palette.primary};
  }
`;

const Desktop = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  ${down('md')} {
    display: none;
  }
`;

const MobileOnly = styled.div`
  ${up('md')} {
    display: none;
  }
`;

const LightButton = styled(Button)`
  color: #fff;
  min-height: 40px;
`;

const MenuPanel = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 8px);
  min-width: 260px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  border-radius: ${({ theme }) => theme.radius}px;
  box-shadow: 0 12px 32px rgb(10 13 19 / 25%);
  padding: 8px;
  & a,
  & button {
    display: block;
    width: 100%;
    text-align: start;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius}px;
    color: inherit;
    text-decoration: none;
    background: none;
    border: none;
    font: inherit;
    cursor: pointer;
  }
  & a:hover,
  & button:hover {
    background: ${({ theme }) => theme.palette.surfaceAlt};
  }
`;

const Drawer = styled.div<{ $open: boolean }>`
  position: fixed;
  inset-block: 0;
  inset-inline-end: 0;
  width: min(320px, 85vw);
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  box-shadow: -8px 0 24px rgb(10 13 19 / 30%);
  padding: 16px;
  overflow-y: auto;
  z-index: 60;
  transform: translateX(${({ $open }) => ($open ? '0' : '110%')});
  [dir='rtl'] & {
    transform: translateX(${({ $open }) => ($open ? '0' : '-110%')});
  }
  transition: transform 0.2s ease;
  display: grid;
  gap: 12px;
  align-content: start;
  & a {
    color: inherit;
    text-decoration: none;
    padding: 8px 4px;
  }
  & select,
  & input {
    color: inherit;
    border-color: ${({ theme }) => theme.palette.border};
  }
`;

function useScrolled() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 24);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}

function MenuLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(['host', 'common']);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <RouterLink to={MENU_LINKS.home.to} onClick={onNavigate}>
        {t(MENU_LINKS.home.labelKey)}
      </RouterLink>
      <button type="button" aria-expanded={categoriesOpen} aria-controls={listId} onClick={() => setCategoriesOpen((o) => !o)}>
        {t('host:menu.categories')} {categoriesOpen ? '▴' : '▾'}
      </button>
      <div id={listId} hidden={!categoriesOpen} style={{ paddingInlineStart: 12 }}>
        {CATEGORY_LINKS.map((link) => (
          <RouterLink key={link.to} to={link.to} onClick={onNavigate}>
            {t(link.labelKey)}
          </RouterLink>
        ))}
      </div>
      <RouterLink to={MENU_LINKS.directory.to} onClick={onNavigate}>
        {t(MENU_LINKS.directory.labelKey)}
      </RouterLink>
      <RouterLink to={MENU_LINKS.help.to} onClick={onNavigate}>
        {t(MENU_LINKS.help.labelKey)}
      </RouterLink>
    </>
  );
}

export function TopBar() {
  const { t } = useTranslation('host');
  const location = useLocation();
  const navigate = useNavigate();
  const scrolled = useScrolled();
  const onLanding = location.pathname === HOST_PATHS.landing;
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [login, setLogin] = useState<'unused' | 'open' | 'closed'>('unused');
  const menuRef = useRef<HTMLDivElement>(null);
  const navHidden = useSettingsStore((s) => s.settings.navHidden);
  // The server renders every page for a guest: a stored session shows from the first render after hydration.
  const storedUser = useSessionStore((s) => s.user);
  const user = useHydrated() ? storedUser : null;
  const logout = useLogout();

  useEffect(() => {
    setMenuOpen(false);
    setDrawerOpen(false);
  }, [location.pathname]);

  // Signed in through the customer or agent site the dialog opened: the dialog has done its job.
  useEffect(() => {
    if (user) setLogin((state) => (state === 'open' ? 'closed' : state));
  }, [user]);

  useEffect(() => {
    if (!menuOpen && !drawerOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        setDrawerOpen(false);
      }
    };
    const onClick = (e: MouseEvent) => {
      if (menuRef.current && !menuRef.current.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [menuOpen, drawerOpen]);

  const onAction = (value: string) => {
    if (value === 'agent') openExternalSite('agent');
    else if (value === 'login') setLogin('open');
    else if (value === 'subscription') navigate(pathTo('subscription'));
    else if (value === 'howItWorks') navigate(pathTo('howItWorks'));
  };

  const actions = (
    <select
      aria-label={t('topBar.actions')}
      value=""
      onChange={(e) => onAction(e.target.value)}
      style={{ minHeight: 40, maxWidth: 170, borderRadius: 6, background: 'transparent', color: 'inherit', border: '1px solid rgb(255 255 255 / 35%)', font: 'inherit', padding: '6px 8px' }}
    >
      <option value="" disabled hidden>
        {t('topBar.actionsPlaceholder')}
      </option>
      <option value="agent" style={{ color: '#1d2330' }}>{t('topBar.becomeAgent')}</option>
      <option value="login" style={{ color: '#1d2330' }}>{t('topBar.registerLogin')}</option>
      <option value="subscription" style={{ color: '#1d2330' }}>{t('topBar.subscriptionPackages')}</option>
      <option value="howItWorks" style={{ color: '#1d2330' }}>{t('topBar.howItWorks')}</option>
    </select>
  );

  return (
    <Bar $transparent={onLanding && !scrolled && !drawerOpen} data-transparent={onLanding && !scrolled}>
      <Inner>
        <Logo to={pathTo('landing')} aria-label={t('topBar.logoLabel')}>
          Carg<span>o</span>ra
        </Logo>
        <Desktop>
          {!navHidden && actions}
          <CurrencyPicker id="currency-desktop" />
          <LanguageSelect id="language-desktop" />
          {user ? (
            <Suspense fallback={<LightButton $variant="outline" style={{ color: '#fff' }} disabled>{user.name}</LightButton>}>
              <UserMenu name={user.name} />
            </Suspense>
          ) : (
            <LightButton $variant="outline" style={{ color: '#fff' }} onClick={() => setLogin('open')}>
              {t('topBar.login')}
            </LightButton>
          )}
          <div ref={menuRef} style={{ position: 'relative' }} hidden={navHidden}>
            <LightButton $variant="ghost" aria-haspopup="true" aria-expanded={menuOpen} onClick={() => setMenuOpen((o) => !o)}>
              {t('topBar.menu')} ▾
            </LightButton>
            {menuOpen && (
              <MenuPanel role="navigation" aria-label={t('topBar.menu')}>
                <MenuLinks onNavigate={() => setMenuOpen(false)} />
              </MenuPanel>
            )}
          </div>
        </Desktop>
        <MobileOnly>
          <LightButton $variant="ghost" aria-expanded={drawerOpen} aria-controls="site-drawer" onClick={() => setDrawerOpen(true)}>
            ☰ <span>{t('topBar.openMenu')}</span>
          </LightButton>
        </MobileOnly>
      </Inner>
      <Drawer id="site-drawer" $open={drawerOpen} aria-hidden={!drawerOpen} inert={drawerOpen ? undefined : ''}>
        <Button $variant="outline" onClick={() => setDrawerOpen(false)}>
          {t('topBar.closeMenu')}
        </Button>
        <nav aria-label={t('topBar.menu')} style={{ display: 'grid' }}>
          <MenuLinks onNavigate={() => setDrawerOpen(false)} />
        </nav>
        <CurrencyPicker id="currency-mobile" />
        <LanguageSelect id="language-mobile" />
        {user ? (
          <>
            <Text $variant="fm-p3" style={{ fontWeight: 700 }}>
              {t('userMenu.signedInAs', { name: user.name })}
            </Text>
            <Link to={pathTo('home')}>{t('userMenu.home')}</Link>
            <Button $variant="outline" onClick={logout}>
              {t('userMenu.logout')}
            </Button>
          </>
        ) : (
          <Button onClick={() => setLogin('open')}>{t('topBar.login')}</Button>
        )}
        <Button $variant="outline" onClick={() => openExternalSite('agent')}>
          {t('topBar.becomeAgent')}
        </Button>
        <Link to={pathTo('subscription')}>{t('topBar.subscriptionPackages')}</Link>
        <Link to={pathTo('howItWorks')}>{t('topBar.howItWorks')}</Link>
      </Drawer>
      {login !== 'unused' && (
        <Suspense fallback={null}>
          <LoginDialog open={login === 'open'} onClose={() => setLogin('closed')} />
        </Suspense>
      )}
    </Bar>
  );
}
