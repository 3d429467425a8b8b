import { useMemo, useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, render as renderBare, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '../app/app-providers';
import type { Place } from '../contracts/types';
import { Combobox } from '../ui/combobox';
import { PLACES_ENDPOINT, PlaceCombobox } from '../ui/place-combobox';
import { paramsOf, setupTestI18n, stubApi } from '../testing';

beforeAll(() => setupTestI18n(null, []));

const render = (ui: ReactElement) => renderBare(ui, { wrapper: AppProviders });

const PORTS = ['Antwerp', 'Algeciras', 'Alexandria', 'Busan', 'Hamburg'];

function Ports({ onPick = () => undefined }: { onPick?: (name: string) => void }) {
  const [value, setValue] = useState('');
  // One array per text, as an owner fetching suggestions would hold.
  const items = useMemo(
    () => PORTS.filter((p) => value && p.toLowerCase().startsWith(value.toLowerCase())),
    [value],
  );
  return (
    <form aria-label="Route">
      <Combobox<string>
        name="origin"
        label="Origin"
        listLabel="Ports"
        value={value}
        onValueChange={setValue}
        onPick={(port) => {
          setValue(port);
          onPick(port);
        }}
        items={items}
        itemKey={(port) => port}
        renderItem={(port) => port}
        loading={false}
        loadingText="Searching"
        emptyText="No matches"
        countText={(count) => `${count} suggestions`}
      />
    </form>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Origin' });
const activeOption = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('Combobox', () => {
  it('is a combobox controlling a listbox, collapsed until the visitor types', () => {
    render(<Ports />);
    const box = input();
    expect(box).toHaveAttribute('name', 'origin');
    expect(screen.getByLabelText('Origin')).toBe(box); // the label names the input only
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    const listbox = document.getElementById(box.getAttribute('aria-controls')!);
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument(); // hidden while collapsed

    fireEvent.change(box, { target: { value: 'a' } });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Ports' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Antwerp', 'Algeciras', 'Alexandria']);
    // Nothing is highlighted until the arrows move; the count is announced politely.
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
  });

  it('arrows move the highlight (wrapping), Enter picks it, Escape closes', () => {
    const onPick = jest.fn();
    render(<Ports onPick={onPick} />);
    fireEvent.change(input(), { target: { value: 'al' } });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(activeOption()).toHaveTextContent('Algeciras');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(activeOption()).toHaveTextContent('Alexandria');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(activeOption()).toHaveTextContent('Algeciras');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(activeOption()).toHaveTextContent('Alexandria');
    expect(
      screen.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true'),
    ).toHaveLength(1);

    // Enter on a highlighted option picks it instead of sending the form.
    expect(fireEvent.keyDown(input(), { key: 'Enter' })).toBe(false);
    expect(onPick).toHaveBeenCalledWith('Alexandria');
    expect(input()).toHaveValue('Alexandria');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');

    // ArrowDown reopens; Escape closes and keeps the text.
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(fireEvent.keyDown(input(), { key: 'Escape' })).toBe(false);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('Alexandria');
  });

  it('Enter with nothing highlighted is the form’s (it is sent as typed)', () => {
    render(<Ports />);
    fireEvent.change(input(), { target: { value: 'Bus' } });
    expect(fireEvent.keyDown(input(), { key: 'Enter' })).toBe(true);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(new FormData(screen.getByRole('form', { name: 'Route' }) as HTMLFormElement).get('origin')).toBe(
      'Bus',
    );
  });

  it('a click picks an option without taking focus from the input; no match is said', () => {
    const onPick = jest.fn();
    render(<Ports onPick={onPick} />);
    input().focus();
    fireEvent.change(input(), { target: { value: 'h' } });
    const option = screen.getByRole('option', { name: 'Hamburg' });
    expect(fireEvent.mouseDown(option)).toBe(false); // focus stays in the input
    fireEvent.click(option);
    expect(onPick).toHaveBeenCalledWith('Hamburg');
    expect(input()).toHaveValue('Hamburg');
    expect(input()).toHaveFocus();

    fireEvent.change(input(), { target: { value: 'Zz' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No matches');
  });

  it('leaving the field closes the list', () => {
    const onBlur = jest.fn();
    render(
      <Combobox<string>
        name="q"
        label="Port"
        listLabel="Ports"
        value="An"
        onValueChange={() => undefined}
        onPick={() => undefined}
        onBlur={onBlur}
        items={PORTS}
        itemKey={(p) => p}
        renderItem={(p) => p}
        loading={false}
        loadingText="Searching"
        emptyText="No matches"
        countText={(count) => `${count} suggestions`}
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Port' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(box);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onBlur).toHaveBeenCalled();
  });
});

const SHANGHAI: Place = { name: 'Shanghai', country: 'China', countryCode: 'CN', kind: 'port', services: 42 };
const SHANNON: Place = { name: 'Shannon', country: 'Ireland', countryCode: 'IE', kind: 'city', services: 1 };

function Origin({ onPick = () => undefined }: { onPick?: (place: Place) => void }) {
  const [value, setValue] = useState('');
  return (
    <PlaceCombobox
      name="origin"
      side="origin"
      label="From"
      value={value}
      onValueChange={setValue}
      onPick={(place) => {
        setValue(place.name);
        onPick(place);
      }}
    />
  );
}

describe('PlaceCombobox', () => {
  it('asks for places on its side once typing pauses, quietly, and shows name, country, kind and services', async () => {
    const spy = stubApi((path) => {
      if (path === PLACES_ENDPOINT) return { items: [SHANGHAI, SHANNON] };
      throw new Error(`unexpected ${path}`);
    });
    const onPick = jest.fn();
    render(<Origin onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'From' });
    fireEvent.change(box, { target: { value: 'S' } });
    fireEvent.change(box, { target: { value: 'Sh' } });
    fireEvent.change(box, { target: { value: 'Sha' } });
    // Loading is announced; one request for the word, not one per letter.
    expect(screen.getByRole('status')).toHaveTextContent('Looking for places…');
    const options = await screen.findAllByRole('option');
    expect(paramsOf(spy, PLACES_ENDPOINT)).toEqual([{ q: 'Sha', side: 'origin', limit: 8 }]);
    // Names are asked for in the page's language.
    expect(spy.mock.calls[0][1]).toMatchObject({ params: { lang: 'en' } });
    expect(spy.mock.calls[0][1]).toMatchObject({ cargora: { toastOnError: false } });
    expect(options.map((o) => o.textContent)).toEqual([
      'Shanghai China · Port · 42 services',
      'Shannon Ireland · City · 1 service',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Suggestions: 2.');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(SHANGHAI);
    expect(box).toHaveValue('Shanghai');
  });

  it('says when nothing matches, and stays a text field when suggestions fail', async () => {
    let fail = false;
    stubApi(() => {
      if (fail) throw new Error('down');
      return { items: [] };
    });
    render(<Origin />);
    const box = screen.getByRole('combobox', { name: 'From' });
    fireEvent.change(box, { target: { value: 'Atlantis' } });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No city, port or country matches'),
    );
    fail = true;
    fireEvent.change(box, { target: { value: 'Atlantis Port' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Suggestions are unavailable'));
    expect(box).toHaveValue('Atlantis Port');
  });

  it('asks nothing before the visitor types', async () => {
    const spy = stubApi(() => ({ items: [SHANGHAI] }));
    render(
      <PlaceCombobox
        name="origin"
        side="destination"
        label="To"
        value="China"
        onValueChange={() => undefined}
        onPick={() => undefined}
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(spy).not.toHaveBeenCalled();
  });

  it('is a plain named text input in the server’s HTML, and hydrates without a mismatch', async () => {
    stubApi(() => ({ items: [SHANGHAI] }));
    const element = (
      <AppProviders>
        <Origin />
      </AppProviders>
    );
    const html = renderToString(element);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const served = container.querySelector('input')!;
    expect(served).toHaveAttribute('name', 'origin');
    expect(served).toHaveAttribute('type', 'text');
    expect(served).not.toHaveAttribute('role');
    expect(served).not.toHaveAttribute('aria-expanded');
    expect(within(container).getByLabelText('From')).toBe(served);
    expect(container.querySelector('[role="listbox"]')).toBeNull();

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // The same input element, now a combobox.
    expect(container.querySelector('input')).toBe(served);
    expect(served).toHaveAttribute('role', 'combobox');
    expect(served).toHaveAttribute('aria-expanded', 'false');
    act(() => root?.unmount());
    container.remove();
  });
});
