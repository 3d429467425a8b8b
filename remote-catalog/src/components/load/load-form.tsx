// "What are you shipping?": the load a shipper prices, on the services lists, a service's page and compare. A GET form
// whose fields are the address's load parameters: sent without JavaScript it is the same address a script navigates to,
// so the page, a shared link and the server render all price the same load.
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@cargora/shared/router';
import styled from 'styled-components';
import { useTranslation } from '@cargora/shared/translation';
import { CURRENCY_CODES, colors, up, useCurrencyStore, useHydrated } from '@cargora/shared/runtime';
import { Button, Card, HiddenQueryFields, Input, Label, QueryLink, Select, Text } from '@cargora/shared/ui';
import { LOAD_PARAMS, LOAD_TYPES, readLoad, withLoad, withoutLoad, type LoadParam } from './load-query';

const Form = styled(Card).attrs({ as: 'form' })`
  display: grid;
  gap: 12px;
  margin-bottom: 16px;
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    min-width: 0;
  }
  legend {
    font-weight: 600;
    margin-bottom: 4px;
  }
  input,
  select {
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
  }
`;

const Fields = styled.div<{ $columns?: number }>`
  display: grid;
  gap: 8px 12px;
  grid-template-columns: minmax(0, 1fr);
  ${up('sm')} {
    grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  }
  label {
    min-width: 0;
  }
`;

const Error = styled(Text)`
  color: ${colors.error};
  font-weight: 600;
`;

interface Props {
  /** The API refused the address's load (the page shows the unpriced prices meanwhile). */
  refused?: boolean;
}

/**
 * The form, filled with the address's load; a load the contract refuses (parseLoad: a link typed by hand, the form sent
 * without JavaScript) is priced nowhere and each wrong field says why, in the page's language.
 */
export function LoadForm({ refused = false }: Props) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const visitorCurrency = useCurrencyStore((s) => s.currency);
  const { load, errors } = readLoad(params);
  const type = load?.type ?? null;
  // The type as asked, even when another field is wrong: the form shows what was sent.
  const askedType = params.get('load') ?? '';
  // Once the page runs scripts, a container load hides the packages' fields it does not use; without scripts (and in
  // the server's HTML) they all show, so a visitor can switch to packages in one go.
  const hydrated = useHydrated();
  const [chosenType, setChosenType] = useState(askedType);
  const containersOnly = hydrated && chosenType !== '' && chosenType !== 'pkg';
  const value = (name: LoadParam) => params.get(name) ?? '';
  const errorId = (name: LoadParam) => `${id}-${name}-error`;
  const invalid = (name: LoadParam) =>
    errors[name] ? { 'aria-invalid': 'true' as const, 'aria-describedby': errorId(name) } : {};
  const errorOf = (name: LoadParam) =>
    errors[name] ? (
      <Error id={errorId(name)} $variant="fm-p3">
        {t([`load.errors.${name}.${errors[name]}`, `load.errors.${errors[name]}`])}
      </Error>
    ) : null;
  // A text field with a decimal keypad, not type="number": a number field drops the Arabic-Indic digits (١٢) an Arabic
  // keyboard types; the address keeps them as typed and the load is read in any digits.
  // The error follows the field, outside its label: the field's name stays its label, the error its description.
  const numberField = (name: LoadParam, label: string, decimal = true) => (
    <div>
      <Label>
        {label}
        <Input
          name={name}
          type="text"
          inputMode={decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          defaultValue={value(name)}
          {...invalid(name)}
        />
      </Label>
      {errorOf(name)}
    </div>
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = withLoad(params, new FormData(event.currentTarget).entries()).toString();
    void navigate({ pathname, search: next ? `?${next}` : '' });
  };

  const cleared = withoutLoad(params).toString();
  const currency = value('valueCur').toUpperCase() || visitorCurrency;
  return (
    // Keyed by the address: the fields show the load of the page they are on (a link to another load refills them).
    <Form
      key={params.toString()}
      method="get"
      aria-labelledby={`${id}-title`}
      onSubmit={onSubmit}
      data-testid="load-form"
    >
      <HiddenQueryFields omit={[...LOAD_PARAMS, 'page']} />
      <Text as="h2" id={`${id}-title`} $variant="fm-h5">
        {t('load.title')}
      </Text>
      <Text $muted $variant="fm-p3">
        {t('load.intro')}
      </Text>
      {refused && (
        <Error role="alert" $variant="fm-p3">
          {t('load.refused')}
        </Error>
      )}
      <Fields>
        <div>
          <Label>
            {t('load.type')}
            <Select name="load" defaultValue={askedType} onChange={(event) => setChosenType(event.target.value)} {...invalid('load')}>
              <option value="">{t('load.types.none')}</option>
              {LOAD_TYPES.map((key) => (
                <option key={key} value={key}>
                  {t(`load.types.${key}`)}
                </option>
              ))}
            </Select>
          </Label>
          {errorOf('load')}
        </div>
        {numberField('n', t('load.count'), false)}
      </Fields>
      <fieldset hidden={containersOnly}>
        <Text as="legend" $variant="fm-p3">
          {t('load.packages')}
        </Text>
        <Fields $columns={2}>
          {numberField('kg', t('load.kg'))}
          {numberField('m3', t('load.m3'))}
        </Fields>
        <Text $muted $variant="fm-p3" style={{ margin: '8px 0 4px' }}>
          {t('load.dimensionsHint')}
        </Text>
        <Fields $columns={3}>
          {numberField('l', t('load.l'))}
          {numberField('w', t('load.w'))}
          {numberField('h', t('load.h'))}
        </Fields>
      </fieldset>
      {numberField('days', t('load.days'), false)}
      <Fields>
        {numberField('value', t('load.value'))}
        <div>
          <Label>
            {t('load.valueCur')}
            <Select name="valueCur" defaultValue={currency} {...invalid('valueCur')}>
              {!CURRENCY_CODES.includes(currency) && <option value={currency}>{currency}</option>}
              {CURRENCY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
          </Label>
          {errorOf('valueCur')}
        </div>
      </Fields>
      <Text $muted $variant="fm-p3">
        {t('load.valueHint')}
      </Text>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Button type="submit">{t('load.submit')}</Button>
        {(type || askedType) && (
          <Button
            as={QueryLink}
            $variant="ghost"
            href={cleared ? `${pathname}?${cleared}` : pathname}
            onNavigate={() => void navigate({ pathname, search: cleared ? `?${cleared}` : '' })}
          >
            {t('load.clear')}
          </Button>
        )}
      </div>
    </Form>
  );
}
