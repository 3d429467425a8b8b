// The sign-in code typed on an Arabic keyboard (٤٨٢٩١٥) is the code, not six characters to drop.
import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setupTestI18n } from '@cargora/shared/testing';
import { VerifyOtpPage } from '../verify-otp-page';

beforeAll(() => setupTestI18n(join(__dirname, '../../../../public/locales'), ['host']));

it('keeps a code typed in Arabic-Indic digits, as ASCII digits', () => {
  const router = createMemoryRouter([{ path: '/verify', element: <VerifyOtpPage /> }], { initialEntries: ['/verify?identifier=dana'] });
  render(<RouterProvider router={router} />);
  const input = screen.getByRole('textbox');
  fireEvent.change(input, { target: { value: '٤٨٢٩١٥' } });
  expect(input).toHaveValue('482915');
});
