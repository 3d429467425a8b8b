import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import i18next from 'i18next';
import { AppProviders } from '../app/app-providers';
import { localIsoDate } from '../contracts/rules';
import { http } from '../http/http-client';
import { useSessionStore } from '../stores/session-store';
import { useCurrencyStore } from '../stores/currency-store';
import { setupTestI18n } from '../testing';
import { QuoteRequestForm, type QuoteRequestPrefill } from '../ui/quote-request/quote-request-form';

beforeAll(() => setupTestI18n(null, [], 'fr'));
afterEach(async () => {
  jest.restoreAllMocks();
  useSessionStore.getState().clear();
  await act(() => i18next.changeLanguage('fr'));
});

const renderForm = (prefill?: QuoteRequestPrefill, onSent = jest.fn()) =>
  render(<QuoteRequestForm target={{ serviceId: 1983 }} title="Demander un devis" prefill={prefill} onSent={onSent} />, { wrapper: AppProviders });
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the quote request form', () => {
  it('posts in the page’s language, so the request comes back with the service’s title in it', async () => {
    const stored = { id: 'x', reference: 'Q-2026-000001', serviceTitle: 'Avitaillement des navires à Algésiras' };
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { data: stored } } as never);
    const onSent = jest.fn();
    renderForm(undefined, onSent);
    fill(/^Mode de transport/, 'sea');
    fill(/^Date de disponibilité/, localIsoDate(new Date(Date.now() + 7 * 864e5)));
    fill(/^Origine/, 'Algeciras');
    fill(/^Destination/, 'Sines');
    fill(/^Description de la marchandise/, 'Vivres et pièces');
    fill(/^Poids/, '800');
    fill(/^Votre nom/, 'Ada');
    fill(/^E-mail/, 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

    await waitFor(() => expect(onSent).toHaveBeenCalledWith(stored));
    expect(post).toHaveBeenCalledWith(
      '/misc/quote-requests',
      expect.objectContaining({ serviceId: 1983, mode: 'sea', weightKg: 800 }),
      expect.objectContaining({ params: { lang: 'fr' } }),
    );
  });
});

describe('a form opened for a service', () => {
  const french: QuoteRequestPrefill = { mode: 'rail', origin: 'Anvers, Belgique', destination: 'Milan, Italie' };

  it('starts with the service’s mode and places, still editable, beside a signed-in customer’s name and e-mail', () => {
    useSessionStore.getState().signIn({ id: 3, name: 'Ada Lovelace', email: 'ada@example.com', role: 'customer' });
    renderForm(french);
    expect(screen.getByLabelText(/^Mode de transport/)).toHaveValue('rail');
    expect(screen.getByLabelText(/^Origine/)).toHaveValue('Anvers, Belgique');
    expect(screen.getByLabelText(/^Destination/)).toHaveValue('Milan, Italie');
    expect(screen.getByLabelText(/^Votre nom/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ada@example.com');
    // Rail carries containers: the count is open.
    expect(screen.getByLabelText(/^Conteneurs/)).toBeEnabled();

    fill(/^Origine/, 'Gand');
    fill(/^Mode de transport/, 'road');
    expect(screen.getByLabelText(/^Origine/)).toHaveValue('Gand');
    expect(screen.getByLabelText(/^Mode de transport/)).toHaveValue('road');
    expect(screen.getByLabelText(/^Conteneurs/)).toBeDisabled();
  });

  it('sends the pre-filled values as they are', async () => {
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { data: { id: 'x' } } } as never);
    const onSent = jest.fn();
    renderForm(french, onSent);
    fill(/^Date de disponibilité/, localIsoDate(new Date(Date.now() + 7 * 864e5)));
    fill(/^Description de la marchandise/, 'Bobines d’acier');
    fill(/^Poids/, '12000');
    fill(/^Votre nom/, 'Ada');
    fill(/^E-mail/, 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      '/misc/quote-requests',
      expect.objectContaining({ serviceId: 1983, mode: 'rail', origin: 'Anvers, Belgique', destination: 'Milan, Italie' }),
      expect.anything(),
    );
  });

  it('names the places again when the page’s language changes, but keeps what the visitor typed', () => {
    const { rerender } = renderForm(french);
    fill(/^Origine/, 'Gand');
    rerender(
      <QuoteRequestForm
        target={{ serviceId: 1983 }}
        title="Demander un devis"
        prefill={{ mode: 'rail', origin: 'Antwerp, Belgium', destination: 'Milan, Italy' }}
        onSent={jest.fn()}
      />,
    );
    expect(screen.getByLabelText(/^Origine/)).toHaveValue('Gand');
    expect(screen.getByLabelText(/^Destination/)).toHaveValue('Milan, Italy');
    expect(screen.getByLabelText(/^Mode de transport/)).toHaveValue('rail');
  });

  it('without a service (an agent’s storefront) starts empty', () => {
    renderForm();
    expect(screen.getByLabelText(/^Mode de transport/)).toHaveValue('');
    expect(screen.getByLabelText(/^Origine/)).toHaveValue('');
    expect(screen.getByLabelText(/^Destination/)).toHaveValue('');
  });
});

describe('each field says what it needs', () => {
  const LABELS = {
    en: { mode: /^Transport mode/, origin: /^Origin/, destination: /^Destination/, readyDate: /^Ready date/, cargo: /^Cargo description/, weight: /^Weight/, name: /^Your name/, email: /^E-mail/, submit: 'Send request' },
    fr: { mode: /^Mode de transport/, origin: /^Origine/, destination: /^Destination/, readyDate: /^Date de disponibilité/, cargo: /^Description de la marchandise/, weight: /^Poids/, name: /^Votre nom/, email: /^E-mail/, submit: 'Envoyer la demande' },
    ar: { mode: /^وسيلة النقل/, origin: /^المنشأ/, destination: /^الوجهة/, readyDate: /^تاريخ الجاهزية/, cargo: /^وصف البضاعة/, weight: /^الوزن/, name: /^اسمك/, email: /^البريد الإلكتروني/, submit: 'إرسال الطلب' },
  };
  const MESSAGES = {
    en: {
      mode: 'Choose a transport mode.',
      origin: 'Enter the origin city or port.',
      destination: 'Enter the destination city or port.',
      readyDate: 'Choose the date the cargo is ready.',
      cargo: 'Describe the cargo.',
      weight: 'Enter the weight of the cargo in kilograms.',
      name: 'Enter your name.',
      email: 'Enter your e-mail address.',
      badEmail: 'Enter an e-mail address, like name@example.com.',
    },
    fr: {
      mode: 'Choisissez un mode de transport.',
      origin: 'Indiquez la ville ou le port d’origine.',
      destination: 'Indiquez la ville ou le port de destination.',
      readyDate: 'Choisissez la date à laquelle la marchandise sera prête.',
      cargo: 'Décrivez la marchandise.',
      weight: 'Indiquez le poids de la marchandise en kilogrammes.',
      name: 'Indiquez votre nom.',
      email: 'Indiquez votre adresse e-mail.',
      badEmail: 'Saisissez une adresse e-mail valide, comme nom@exemple.fr.',
    },
    ar: {
      mode: 'اختر وسيلة النقل.',
      origin: 'أدخل مدينة أو ميناء المنشأ.',
      destination: 'أدخل مدينة أو ميناء الوجهة.',
      readyDate: 'اختر التاريخ الذي تكون فيه البضاعة جاهزة.',
      cargo: 'اكتب وصفًا للبضاعة.',
      weight: 'أدخل وزن البضاعة بالكيلوغرام.',
      name: 'أدخل اسمك.',
      email: 'أدخل عنوان بريدك الإلكتروني.',
      badEmail: 'أدخل عنوان بريد إلكتروني صالحًا، مثل name@example.com.',
    },
  };

  it.each(['en', 'fr', 'ar'] as const)('%s: an empty required field and an invalid e-mail', async (lng) => {
    await act(() => i18next.changeLanguage(lng));
    const label = LABELS[lng];
    const message = MESSAGES[lng];
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: label.submit }));
    for (const field of ['mode', 'origin', 'destination', 'readyDate', 'cargo', 'weight', 'name', 'email'] as const) {
      expect(screen.getByLabelText(label[field])).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label[field])).toHaveAccessibleDescription(message[field]);
    }
    expect(screen.getByLabelText(label.mode)).toHaveFocus();
    // The generic wording is gone from every field.
    expect(screen.queryByText(i18next.t('common:quote.errors.required'))).toBeNull();

    fill(label.email, 'ada@example');
    expect(screen.getByLabelText(label.email)).toHaveAccessibleDescription(message.badEmail);
    fill(label.email, 'ada@example.com');
    expect(screen.getByLabelText(label.email)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText(label.email)).not.toHaveAccessibleDescription();
  });

  it('a field without its own wording for an error keeps the generic one (the server refused the origin)', async () => {
    await act(() => i18next.changeLanguage('en'));
    const response = { status: 400, statusText: '', headers: {}, config: { headers: new AxiosHeaders() }, data: { message: 'body/origin must be 2-100 characters' } };
    jest.spyOn(http, 'post').mockRejectedValue(new AxiosError('bad', 'ERR', undefined, undefined, response as never));
    renderForm({ mode: 'sea', origin: 'Shanghai, China', destination: 'Le Havre, France' });
    fill(/^Ready date/, localIsoDate(new Date(Date.now() + 7 * 864e5)));
    fill(/^Cargo description/, 'Frozen fish');
    fill(/^Weight/, '900');
    fill(/^Your name/, 'Ada');
    fill(/^E-mail/, 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server did not accept “Origin (city or port)”');
    expect(screen.getByLabelText(/^Origin/)).toHaveAccessibleDescription('Please check this value.');
    expect(screen.getByLabelText(/^Origin/)).toHaveValue('Shanghai, China');
  });
});

describe('the confirmation', () => {
  it('restates everything the visitor asked, not only the route and the weight', async () => {
    await act(() => i18next.changeLanguage('en'));
    const { QuoteConfirmation } = await import('../ui/quote-request/quote-confirmation');
    const request = {
      id: 'q1', reference: 'Q-2026-000042', status: 'received', serviceId: 7, serviceTitle: 'FCL Casablanca to Rouen', agentId: 3,
      agentName: 'Atlas Freight', mode: 'sea', origin: 'Casablanca, Morocco', destination: 'Rouen, France', readyDate: '2026-12-10',
      cargo: 'Olive oil in drums', weightKg: 18000, volumeM3: 33.5, containers: 2, incoterm: 'FOB', name: 'Ada Lovelace',
      email: 'ada@example.com', message: 'Two 20-foot containers, reefer not needed.', createdAt: '2026-11-28T10:00:00.000Z',
    } as const;
    render(<QuoteConfirmation request={request} />, { wrapper: AppProviders });
    const facts = screen.getByRole('region', { name: 'Your request has been sent' }).textContent ?? '';
    for (const shown of ['Q-2026-000042', 'Olive oil in drums', '18,000', '33.5', 'FOB', 'Ada Lovelace', 'ada@example.com', 'reefer not needed']) {
      expect(facts).toContain(shown);
    }
    expect(screen.getByText('Containers')).toBeTruthy();
    await act(() => i18next.changeLanguage('fr'));
  });
});

describe('the load in the form: container type, count and declared value', () => {
  const inAWeek = () => localIsoDate(new Date(Date.now() + 7 * 864e5));
  const fillRest = () => {
    fill(/^Ready date/, inAWeek());
    fill(/^Cargo description/, 'Frozen fish');
    fill(/^Weight/, '9000');
    fill(/^Your name/, 'Ada');
    fill(/^E-mail/, 'ada@example.com');
  };
  beforeEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it('starts from the priced load, editable, and sends what the fields say as the load', async () => {
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { data: { id: 'x' } } } as never);
    const onSent = jest.fn();
    render(
      <QuoteRequestForm
        target={{ serviceId: 7 }}
        title="Request a quote"
        prefill={{ mode: 'sea', origin: 'Shanghai', destination: 'Rotterdam', containers: '1' }}
        load={{ params: { load: '40HC', n: '1', value: '20000', valueCur: 'EUR', days: '10' } }}
        onSent={onSent}
      />,
      { wrapper: AppProviders },
    );
    expect(screen.getByLabelText('Container type')).toHaveValue('40HC');
    expect(screen.getByRole('option', { name: "40' high cube container" })).toBeTruthy();
    expect(screen.getByLabelText(/^Containers/)).toHaveValue('1');
    expect(screen.getByLabelText(/^Declared value of the goods/)).toHaveValue('20000');
    expect(screen.getByLabelText('Currency of the value')).toHaveValue('EUR');
    fill(/^Container type/, '20');
    fill(/^Containers/, '3');
    fill(/^Declared value/, '45000');
    fill(/^Currency of the value/, 'GBP');
    fillRest();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(post.mock.calls[0]![1]).toMatchObject({
      containers: 3,
      load: { load: '20', n: '3', kg: '9000', value: '45000', valueCur: 'GBP', days: '10' },
    });
  });

  it('offers the visitor’s currency for the value; packages close the containers count', () => {
    useCurrencyStore.setState({ currency: 'AED' });
    renderForm({ mode: 'sea' });
    expect(screen.getByLabelText('Container type')).toHaveValue('');
    expect(screen.getByLabelText('Currency of the value')).toHaveValue('AED');
    fill(/^Containers/, '2');
    fill(/^Container type/, 'pkg');
    expect(screen.getByLabelText(/^Containers/)).toHaveValue('');
    expect(screen.getByLabelText(/^Containers/)).toBeDisabled();
    useCurrencyStore.setState({ currency: 'USD' });
  });

  it('says beside each field what is wrong: a type without a count, a negative value, a value without a type', async () => {
    const post = jest.spyOn(http, 'post');
    renderForm({ mode: 'sea', origin: 'Shanghai', destination: 'Rotterdam' });
    fillRest();
    fill(/^Container type/, '40');
    fill(/^Declared value/, '-5');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByLabelText(/^Containers/)).toHaveAccessibleDescription(expect.stringContaining('Enter the number of containers.'));
    expect(screen.getByLabelText(/^Declared value/)).toHaveAccessibleDescription(expect.stringContaining('Enter a value above zero, at most 1,000,000,000.'));
    expect(screen.getByLabelText(/^Containers/)).toHaveFocus();
    fill(/^Container type/, '');
    fill(/^Declared value/, '500');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByLabelText('Container type')).toHaveAccessibleDescription('Choose what you ship (a container type or packages) to declare a value.');
    fill(/^Container type/, 'pkg');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByLabelText(/^Volume/)).toHaveAccessibleDescription('Enter the total volume of the packages, in m³.');
    expect(post).not.toHaveBeenCalled();
  });

  it('puts the API’s refusal of the value beside the value field', async () => {
    const response = { status: 400, statusText: '', headers: {}, config: { headers: new AxiosHeaders() }, data: { message: 'body/load/valueCur must be a 3-letter currency code the site knows' } };
    jest.spyOn(http, 'post').mockRejectedValue(new AxiosError('bad', 'ERR', undefined, undefined, response as never));
    renderForm({ mode: 'sea', origin: 'Shanghai', destination: 'Rotterdam' });
    fillRest();
    fill(/^Container type/, '40');
    fill(/^Containers/, '1');
    fill(/^Declared value/, '100');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server did not accept “Currency of the value”');
    expect(screen.getByLabelText('Currency of the value')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['en', '2 × 40\' high cube container, declared value €45,000'],
    ['fr', '2 × Conteneur 40\' high cube, valeur déclarée'],
    ['ar', 'حاوية 40 قدمًا عالية'],
  ] as const)('%s: the confirmation says the load', async (lng, sentence) => {
    await act(() => i18next.changeLanguage(lng));
    const { QuoteConfirmation } = await import('../ui/quote-request/quote-confirmation');
    const request = {
      id: 'q1', reference: 'Q-AAAA-BBBB', status: 'received', serviceId: 7, serviceTitle: 'FCL', agentId: 3, agentName: 'Atlas', mode: 'sea',
      origin: 'Shanghai', destination: 'Rotterdam', readyDate: '2026-12-10', cargo: 'Toys', weightKg: 9000, volumeM3: null, containers: 2,
      incoterm: null, name: 'Ada', email: 'ada@example.com', message: '', createdAt: '2026-11-28T10:00:00.000Z',
      load: { load: '40HC', n: '2', kg: '9000', value: '45000', valueCur: 'EUR' },
    } as const;
    render(<QuoteConfirmation request={request} />, { wrapper: AppProviders });
    expect(screen.getByRole('region').textContent).toContain(sentence);
  });
});
