// Keyboard and focus in the top bar and across pages (issue 17): the "Agents and plans" menu acts only when an item
// is activated, the phone drawer is a modal dialog, and an in-app navigation moves focus to the new page's heading
// and announces it.
import { join } from 'node:path';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, Link } from '@cargora/shared/ui';
import { setupTestI18n } from '@cargora/shared/testing';
import { ActionsMenu } from '../actions-menu';
import { SiteDrawer } from '../site-drawer';
import { RouteFocus } from '../route-focus';
import { useEffect, useRef, useState } from 'react';

beforeAll(() => setupTestI18n(join(__dirname, '../../../public/locales'), ['host']));

const wrap = (ui: React.ReactNode, path = '/landing-page') =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );

describe('Agents and plans', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => open.mockRestore());

  it('arrow keys open the menu and move through it without acting; Enter on an item acts once', () => {
    const onLogin = jest.fn();
    wrap(<ActionsMenu onLogin={onLogin} loginHref="/login" />);
    const button = screen.getByRole('button', { name: 'Agents and plans' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'ArrowUp' });
    expect(open).not.toHaveBeenCalled();
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Become an Agent', 'Register/Login', 'Subscription Packages', 'How It Works']);
    expect(items[0]).toHaveFocus();
    fireEvent.click(items[0]!);
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('Escape closes the menu and gives focus back to its button; Register/Login opens the sign-in dialog', () => {
    const onLogin = jest.fn();
    wrap(<ActionsMenu onLogin={onLogin} loginHref="/login" />);
    const button = screen.getByRole('button', { name: 'Agents and plans' });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'End' });
    expect(screen.getByRole('menuitem', { name: 'How It Works' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Register/Login' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
  });
});

function DrawerHarness() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <header>
        <button ref={trigger} onClick={() => setOpen(true)}>
          Open menu
        </button>
        <SiteDrawer
          id="drawer"
          open={open}
          onClose={() => setOpen(false)}
          returnFocus={trigger}
          controls={<button type="button">A control</button>}
        >
          <a href="#one">One</a>
          <a href="#two">Two</a>
        </SiteDrawer>
      </header>
      <main>
        <a href="#behind">Behind</a>
      </main>
    </>
  );
}

describe('the phone drawer', () => {
  it('is a modal dialog: focus moves in, stays in, the page behind is inert, Escape returns focus to the trigger', () => {
    wrap(<DrawerHarness />);
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    // Closed: its links are in the page (hidden), its controls not rendered yet.
    expect(document.querySelector('a[href="#two"]')).not.toBeNull();
    expect(document.getElementById('drawer')).not.toHaveTextContent('A control');
    // Closed, the drawer itself is inert (out of the tab order and the accessibility tree); open, it is not.
    expect(document.getElementById('drawer')).toHaveAttribute('inert');
    fireEvent.click(trigger);
    expect(document.getElementById('drawer')).not.toHaveAttribute('inert');
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(screen.getByRole('button', { name: 'A control' })).toBeInTheDocument();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    expect(document.querySelector('main')).toHaveAttribute('inert');
    // Tab from the last item wraps to the first; Shift+Tab from the first to the last.
    const last = screen.getByRole('button', { name: 'A control' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trigger).toHaveFocus();
    expect(document.querySelector('main')).not.toHaveAttribute('inert');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.getElementById('drawer')).toHaveAttribute('inert');
    // Closed again: the controls stay (what was typed or picked in them is kept).
    expect(document.getElementById('drawer')).toHaveTextContent('A control');
  });
});

describe('after an in-app navigation', () => {
  function Page({ title, to }: { title: string; to: string }) {
    return (
      <>
        <h1>{title}</h1>
        <Link to={to}>Next page</Link>
      </>
    );
  }
  /** The welcome page (titled "Welcome | Cargora") linking to `path`, whose page is `next`, under a RouteFocus. */
  async function welcomeThen(path: string, next: React.ReactNode) {
    document.title = 'Welcome | Cargora';
    wrap(
      <>
        <RouteFocus />
        <main>
          <Routes>
            <Route path="/landing-page" element={<Page title="Welcome" to={path} />} />
            <Route path={path} element={next} />
          </Routes>
        </main>
      </>,
    );
    await act(() => new Promise((r) => setTimeout(r, 100)));
  }
  it('focus moves to the new page heading and its title is announced; the first page is left alone', async () => {
    await welcomeThen('/career', <Page title="Careers at Cargora" to="/landing-page" />);
    expect(screen.getByRole('heading', { name: 'Welcome' })).not.toHaveFocus();
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    document.title = 'Careers at Cargora | Cargora';
    const heading = await screen.findByRole('heading', { name: 'Careers at Cargora' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent('Careers at Cargora | Cargora'));
    expect(screen.getByTestId('route-announcer')).toHaveAttribute('aria-live', 'polite');
  });

  it('the announcement waits for the new page\'s title when it is applied well after the heading (a busy phone)', async () => {
    function LateTitle({ title }: { title: string }) {
      useEffect(() => {
        const id = setTimeout(() => {
          document.title = title;
        }, 300);
        return () => clearTimeout(id);
      }, [title]);
      return null;
    }
    await welcomeThen(
      '/help',
      <>
        <Page title="Help Center" to="/landing-page" />
        <LateTitle title="Help Center | Cargora" />
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    const heading = await screen.findByRole('heading', { name: 'Help Center' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Focused before the title changed: nothing said yet rather than the previous page's title.
    expect(document.title).toBe('Welcome | Cargora');
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('');
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent('Help Center | Cargora'));
  });
});
