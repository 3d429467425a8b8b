import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ThemeProvider } from 'styled-components';
import { ErrorState } from '../ui/states';
import { useApi } from '../hooks/use-api';
import { httpClient } from '../http/http-client';
import { createTheme } from '../theme/theme';
import { setupTestI18n } from '../testing';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const timeout = new AxiosError('timeout of 15000ms exceeded', AxiosError.ETIMEDOUT, config, {});

beforeAll(() => setupTestI18n(null, []));
afterEach(() => setupTestI18n(null, [], 'en'));

const themed = (ui: React.ReactElement) => render(<ThemeProvider theme={createTheme()}>{ui}</ThemeProvider>);

it("shows the failed request's sentence in the visitor's language, with Retry", async () => {
  await setupTestI18n(null, [], 'fr');
  const onRetry = jest.fn();
  themed(<ErrorState error={timeout} onRetry={onRetry} />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Le serveur met trop de temps à répondre.');
  expect(alert).not.toHaveTextContent('timeout of');
  fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('prefers a message it is given, and says something without either', () => {
  const { rerender } = themed(<ErrorState message="Service 9 not found" error={timeout} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Service 9 not found');
  expect(screen.queryByRole('button')).toBeNull();
  rerender(
    <ThemeProvider theme={createTheme()}>
      <ErrorState />
    </ThemeProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('We could not load this content.');
});

it('Retry fetches again and shows what arrives', async () => {
  let calls = 0;
  const adapter: AxiosAdapter = async (cfg) => {
    calls += 1;
    if (calls === 1) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, cfg, {});
    return {
      status: 200,
      statusText: 'OK',
      headers: {},
      config: cfg,
      data: { data: { name: 'Queue open' } },
    };
  };
  const client = await httpClient();
  const original = client.defaults.adapter;
  client.defaults.adapter = adapter;
  function Section() {
    const { data, error, loading, reload } = useApi<{ name: string }>('/misc/qms');
    if (error) return <ErrorState message={error} onRetry={reload} />;
    return loading ? <p>loading</p> : <p>{data?.name}</p>;
  }
  try {
    themed(<Section />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We cannot reach the Cargora server right now.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Network Error');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Queue open')).toBeInTheDocument();
    expect(calls).toBe(2);
  } finally {
    client.defaults.adapter = original;
  }
});

it('re-words a failure already on screen when the visitor switches language', async () => {
  const client = await httpClient();
  const original = client.defaults.adapter;
  client.defaults.adapter = async (cfg) => {
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, cfg, {});
  };
  function Section() {
    const { error } = useApi<unknown>('/misc/qms');
    return error ? <ErrorState message={error} /> : <p>loading</p>;
  }
  try {
    themed(<Section />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We cannot reach the Cargora server right now.');
    await act(() => i18next.changeLanguage('fr'));
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de joindre le serveur de Cargora pour le moment.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Network Error');
  } finally {
    client.defaults.adapter = original;
  }
});
