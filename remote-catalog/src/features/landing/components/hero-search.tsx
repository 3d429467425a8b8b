import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, CATEGORY_KEYS, Input, Label, pathTo, Select, up } from '@cargora/shared';
import { CountryDatalist } from '../../../components/country-datalist';

const Hero = styled.section`
  padding: 32px 20px;
  border-radius: ${({ theme }) => theme.cardRadius};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.palette.heroStart} 0%,
    ${({ theme }) => theme.palette.heroEnd} 100%
  );
  color: ${({ theme }) => theme.palette.topBarText};
  ${up('md')} {
    padding: 56px 48px;
  }
`;

const Title = styled.h1`
  margin: 0 0 12px;
  max-width: 22ch;
  font-size: clamp(1.75rem, 5vw, ${({ theme }) => theme.typography['fm-h1'].size});
  line-height: ${({ theme }) => theme.typography['fm-h1'].lineHeight};
  font-weight: 800;
`;

const Pitch = styled.p`
  margin: 0 0 24px;
  max-width: 60ch;
  font-size: ${({ theme }) => theme.typography['fm-p1'].size};
  color: ${({ theme }) => theme.palette.topBarTextMuted};
`;

const Form = styled.form`
  display: grid;
  gap: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.cardRadius};
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  ${up('md')} {
    grid-template-columns: 1.2fr 1fr 1fr auto;
    align-items: end;
  }
  input,
  select {
    width: 100%;
    min-width: 0;
  }
`;

/** Where the hero search sends the visitor: a category page when one is chosen, else all services. */
export function searchHref(category: string, origin: string, destination: string): string {
  const query = { origin: origin.trim(), destination: destination.trim() };
  return category ? pathTo('category', { category }, query) : pathTo('allServices', null, query);
}

/** The above-the-fold hero: static text and a form, no data needed to paint it. */
export function HeroSearch() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const countriesId = useId();
  const [category, setCategory] = useState('');
  const [origin, setOrigin] = useState('');
  const [destination, setDestination] = useState('');
  // Country suggestions load on first interaction so they never compete with the first paint.
  const [wantsCountries, setWantsCountries] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchHref(category, origin, destination));
  };

  return (
    <Hero aria-labelledby="landing-title">
      <Title id="landing-title">{t('landing.hero.title')}</Title>
      <Pitch>{t('landing.hero.pitch')}</Pitch>
      {/* A GET form to all services (its category filter included): without JavaScript the browser sends it; with
          JavaScript a chosen category opens that category's page instead. */}
      <Form
        method="get"
        action={pathTo('allServices')}
        role="search"
        aria-label={t('landing.hero.formLabel')}
        onSubmit={onSubmit}
        onFocus={() => setWantsCountries(true)}
      >
        <Label>
          {t('landing.hero.category')}
          <Select name="category" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">{t('common:categories.all')}</option>
            {CATEGORY_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`common:categories.${key}`)}
              </option>
            ))}
          </Select>
        </Label>
        <Label>
          {t('landing.hero.origin')}
          <Input
            name="origin"
            value={origin}
            onChange={(e) => setOrigin(e.target.value)}
            list={countriesId}
            autoComplete="off"
            placeholder={t('landing.hero.originPlaceholder')}
          />
        </Label>
        <Label>
          {t('landing.hero.destination')}
          <Input
            name="destination"
            value={destination}
            onChange={(e) => setDestination(e.target.value)}
            list={countriesId}
            autoComplete="off"
            placeholder={t('landing.hero.destinationPlaceholder')}
          />
        </Label>
        <Button type="submit">{t('landing.hero.search')}</Button>
        <CountryDatalist id={countriesId} enabled={wantsCountries} />
      </Form>
    </Hero>
  );
}
