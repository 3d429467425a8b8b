import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionStore } from '@cargora/shared/runtime';
import { AppProviders } from '@cargora/shared/ui';
import { setupTestI18n } from '@cargora/shared/testing';
import { UserMenu } from '../user-menu';

beforeAll(() => setupTestI18n(join(__dirname, '../../../public/locales'), ['host']));
beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn({ id: 1, email: 'demo@cargora.test', name: 'Demo Customer', role: 'customer' });
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderMenu() {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/allServices']}>
        <Routes>
          <Route path="*" element={<><UserMenu name="Demo Customer" /><Where /></>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getByRole('button', { name: /Demo Customer/ });
}

it('opens with the keyboard, moves with the arrows, closes with Escape back on the button', () => {
  const button = renderMenu();
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  fireEvent.keyDown(button, { key: 'ArrowDown' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const [home, logout] = screen.getAllByRole('menuitem');
  expect(home).toHaveFocus();
  fireEvent.keyDown(home, { key: 'ArrowDown' });
  expect(logout).toHaveFocus();
  fireEvent.keyDown(logout, { key: 'ArrowDown' });
  expect(home).toHaveFocus();
  fireEvent.keyDown(home, { key: 'Escape' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

it('Home goes to /home; Logout ends the session and goes to /login', () => {
  const button = renderMenu();
  fireEvent.click(button);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Home' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/home');
  fireEvent.click(button);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
  expect(useSessionStore.getState().user).toBeNull();
  expect(useSessionStore.getState().endedBy).toBe('explicit');
  expect(screen.getByTestId('where')).toHaveTextContent('/login');
});

it('ArrowUp opens at the last item; the arrows on the button of an open menu move into it', () => {
  const button = renderMenu();
  fireEvent.keyDown(button, { key: 'ArrowUp' });
  const [home, logout] = screen.getAllByRole('menuitem');
  expect(logout).toHaveFocus();
  button.focus();
  fireEvent.keyDown(button, { key: 'ArrowDown' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(home).toHaveFocus();
});
