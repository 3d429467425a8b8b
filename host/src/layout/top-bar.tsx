import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@cargora/shared/router';
import styled, { css } from 'styled-components';
import { HOST_PATHS, pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import {
  HERO_INSET,
  PAGE_INSET,
  down,
  up,
  useHydrated,
  useSessionStore,
  colors,
  shape,
} from '@cargora/shared/runtime';
import { Link, Button, Text, ExternalSiteLink } from '@cargora/shared/ui';
import { MenuLinks } from './menu-links';
import { PreferencesForm } from './preference-selects';
import { ActionsMenu, StaticDisclosure } from './actions-menu';
import { SiteDrawer } from './site-drawer';
import { ActionLink } from './action-link';
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
  min-height: ${shape.topBarMinHeight};
  display: flex;
  align-items: center;
  color: ${colors.topBarText};
  transition: background-color 0.2s ease;
  ${({ $transparent }) =>
    $transparent
      ? css`
          background: linear-gradient(180deg, rgb(10 13 19 / 55%), transparent);
          position: fixed;
          inset-inline: 0;
        `
      : css`
          background: ${colors.topBar};
        `}
`;

const Inner = styled.div<{ $onHero: boolean }>`
  width: 100%;
  max-width: 1200px;
  margin-inline: auto;
  padding-inline: 16px;
  display: flex;
  align-items: center;
  gap: 12px;
  /* On the landing page the bar lies over the hero card: its logo and controls line up with the card's content. */
  ${({ $onHero }) =>
    $onHero &&
    css`
      padding-inline: ${PAGE_INSET.base + HERO_INSET.base}px;
      ${up('md')} {
        padding-inline: ${PAGE_INSET.md + HERO_INSET.md}px;
      }
    `}
`;

const Logo = styled(Link)`
  color: #fff;
  font-weight: 800;
  font-size: 1.5rem;
  text-decoration: none;
  letter-spacing: -0.02em;
  margin-inline-end: auto;
  & span {
    color: ${colors.primary};
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

const LightAction = styled(ActionLink)`
  color: #fff;
  min-height: 40px;
`;


const MenuPanel = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 8px);
  min-width: 260px;
  background: ${colors.surface};
  color: ${colors.text};
  border-radius: ${shape.radius}px;
  box-shadow: 0 12px 32px rgb(10 13 19 / 25%);
  padding: 8px;
`;

function useScrolled() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 24);
    // The first look in the next frame, not here: reading scrollY makes the browser bring styles and layout up to
    // date at once, and here (in hydration's task) that is the whole page's, which would lengthen that long task.
    const first = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return scrolled;
}

/** The phone drawer's controls: preferences, signing in or out, and the agent's ways in (rendered once it has opened). */
function DrawerControls({
  user,
  loginHref,
  onNavigate,
  onLogin,
  onLogout,
}: {
  user: { name: string } | null;
  loginHref: string;
  onNavigate: () => void;
  onLogin: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation('host');
  return (
    <>
      <PreferencesForm idSuffix="mobile" />
      {user ? (
        <>
          <Text $variant="fm-p3" style={{ fontWeight: 700 }}>
            {t('userMenu.signedInAs', { name: user.name })}
          </Text>
          <Link to={pathTo('home')} onClick={onNavigate}>{t('userMenu.home')}</Link>
          <Button $variant="outline" onClick={onLogout}>
            {t('userMenu.logout')}
          </Button>
        </>
      ) : (
        <ActionLink href={loginHref} onAction={onLogin}>{t('topBar.login')}</ActionLink>
      )}
      <ExternalSiteLink site="agent" $variant="outline">
        {t('topBar.becomeAgent')}
      </ExternalSiteLink>
      <Link to={pathTo('subscription')} onClick={onNavigate}>{t('topBar.subscriptionPackages')}</Link>
      <Link to={pathTo('howItWorks')} onClick={onNavigate}>{t('topBar.howItWorks')}</Link>
    </>
  );
}

export function TopBar() {
  const { t } = useTranslation('host');
  const location = useLocation();
  const scrolled = useScrolled();
  const onLanding = location.pathname === HOST_PATHS.landing;
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [login, setLogin] = useState<'unused' | 'open' | 'closed'>('unused');
  const menuRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerButtonRef = useRef<HTMLAnchorElement>(null);
  // The server renders every page for a guest: a stored session shows from the first render after hydration.
  const storedUser = useSessionStore((s) => s.user);
  const hydrated = useHydrated();
  const user = hydrated ? storedUser : null;
  // Without JavaScript, Login leads to the sign-in page, which comes back here.
  const loginHref = pathTo('login', null, { redirect: `${location.pathname}${location.search}` });
  const logout = useLogout();

  // A new address closes the menu and the drawer. Adjusted while rendering rather than in an effect, so the new page
  // never paints with them open.
  const [menusPath, setMenusPath] = useState(location.pathname);
  if (menusPath !== location.pathname) {
    setMenusPath(location.pathname);
    setMenuOpen(false);
    setDrawerOpen(false);
  }

  // Signed in through the customer or agent site the dialog opened: the dialog has done its job.
  if (user && login === 'open') setLogin('closed');

  // The desktop Menu: Escape closes it and gives focus back to its button; a click outside closes it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
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
  }, [menuOpen]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const openLogin = () => {
    setDrawerOpen(false);
    setLogin('open');
  };

  return (
    <Bar $transparent={onLanding && !scrolled && !drawerOpen} data-transparent={onLanding && !scrolled}>
      <Inner $onHero={onLanding}>
        <Logo to={pathTo('landing')} aria-label={t('topBar.logoLabel')}>
          Carg<span>o</span>ra
        </Logo>
        <Desktop>
          <ActionsMenu onLogin={openLogin} loginHref={loginHref} />
          <PreferencesForm idSuffix="desktop" />
          {user ? (
            <Suspense fallback={<LightButton $variant="outline" style={{ color: '#fff' }} disabled>{user.name}</LightButton>}>
              <UserMenu name={user.name} />
            </Suspense>
          ) : (
            <LightAction $variant="outline" href={loginHref} onAction={openLogin}>
              {t('topBar.login')}
            </LightAction>
          )}
          {hydrated ? (
            <div ref={menuRef} style={{ position: 'relative' }}>
              <LightButton ref={menuButtonRef} $variant="ghost" aria-expanded={menuOpen} aria-controls={menuOpen ? 'site-menu' : undefined} onClick={() => setMenuOpen((o) => !o)}>
                {t('topBar.menu')} <span aria-hidden="true">▾</span>
              </LightButton>
              {menuOpen && (
                <MenuPanel id="site-menu" role="navigation" aria-label={t('topBar.menu')}>
                  <MenuLinks onNavigate={() => setMenuOpen(false)} />
                </MenuPanel>
              )}
            </div>
          ) : (
            <StaticDisclosure>
              <LightButton as="summary" $variant="ghost">
                {t('topBar.menu')} <span aria-hidden="true">▾</span>
              </LightButton>
              <MenuPanel role="navigation" aria-label={t('topBar.menu')}>
                <MenuLinks onNavigate={() => undefined} />
              </MenuPanel>
            </StaticDisclosure>
          )}
        </Desktop>
        <MobileOnly>
          {/* Without JavaScript the drawer opens as the target of this link (see SiteDrawer). */}
          <LightAction
            ref={drawerButtonRef}
            $variant="ghost"
            href="#site-drawer"
            onAction={() => setDrawerOpen(true)}
            buttonAria={{ 'aria-haspopup': 'dialog', 'aria-expanded': drawerOpen, 'aria-controls': 'site-drawer' }}
          >
            <span aria-hidden="true">☰</span> <span>{t('topBar.openMenu')}</span>
          </LightAction>
        </MobileOnly>
      </Inner>
      <SiteDrawer
        id="site-drawer"
        open={drawerOpen}
        onClose={closeDrawer}
        returnFocus={drawerButtonRef}
        controls={<DrawerControls user={user} loginHref={loginHref} onNavigate={closeDrawer} onLogin={openLogin} onLogout={logout} />}
      >
        <nav aria-label={t('topBar.menu')}>
          <MenuLinks onNavigate={closeDrawer} />
        </nav>
      </SiteDrawer>
      {login !== 'unused' && (
        <Suspense fallback={null}>
          <LoginDialog open={login === 'open'} onClose={() => setLogin('closed')} />
        </Suspense>
      )}
    </Bar>
  );
}
