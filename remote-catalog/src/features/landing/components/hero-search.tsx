import { useState, type FormEvent } from 'react';
import { useNavigate } from '@cargora/shared/router';
import styled from 'styled-components';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { up, HERO_INSET, colors, shape, typography } from '@cargora/shared/runtime';
import { Button, PlaceCombobox } from '@cargora/shared/ui';
import { CategorySelect, ModeSelect } from '../../../components/service-selects';

const Hero = styled.section`
  /* The transparent top bar lies over the card's top (its logo inset by HERO_INSET): the card starts above the bar's
     controls (half the page's top padding) and its content below the bar. */
  margin-top: -12px;
  padding: calc(${shape.topBarMinHeight} - 12px) ${HERO_INSET.base}px 32px;
  border-radius: ${shape.cardRadius};
  background: linear-gradient(
    135deg,
    ${colors.heroStart} 0%,
    ${colors.heroEnd} 100%
  );
  color: ${colors.topBarText};
  ${up('md')} {
    padding: calc(${shape.topBarMinHeight} - 12px) ${HERO_INSET.md}px 56px;
  }
`;

const Title = styled.h1`
  margin: 0 0 12px;
  max-width: 22ch;
  font-size: clamp(1.75rem, 5vw, ${typography['fm-h1'].size});
  line-height: ${typography['fm-h1'].lineHeight};
  font-weight: 800;
`;

const Pitch = styled.p`
  margin: 0 0 24px;
  max-width: 60ch;
  font-size: ${typography['fm-p1'].size};
  color: ${colors.topBarTextMuted};
`;

const Form = styled.form`
  display: grid;
  gap: 12px;
  padding: 16px;
  border-radius: ${shape.cardRadius};
  background: ${colors.surface};
  color: ${colors.text};
  ${up('md')} {
    grid-template-columns: 1.1fr 0.9fr 1fr 1fr auto;
    align-items: end;
  }
  input,
  select {
    width: 100%;
    min-width: 0;
  }
`;

export interface HeroQuery {
  category: string;
  mode: string;
  origin: string;
  destination: string;
}

/** Where the hero search sends the visitor: a category page when one is chosen, else all services. */
export function searchHref({ category, mode, origin, destination }: HeroQuery): string {
  const query = { mode, origin: origin.trim(), destination: destination.trim() };
  return category ? pathTo('category', { category }, query) : pathTo('allServices', null, query);
}

/** The above-the-fold hero: static text and a form, no data needed to paint it. */
export function HeroSearch() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [category, setCategory] = useState('');
  const [mode, setMode] = useState('');
  const [origin, setOrigin] = useState('');
  const [destination, setDestination] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchHref({ category, mode, origin, destination }));
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
      >
        <CategorySelect label={t('landing.hero.category')} value={category} onChange={setCategory} />
        <ModeSelect value={mode} onChange={setMode} />
        {/* Suggestions are asked for only once the visitor types, so they never compete with the first paint. */}
        <PlaceCombobox
          name="origin"
          side="origin"
          label={t('landing.hero.origin')}
          placeholder={t('landing.hero.originPlaceholder')}
          value={origin}
          onValueChange={setOrigin}
          onPick={(place) => setOrigin(place.label ?? place.name)}
          other={destination}
        />
        <PlaceCombobox
          name="destination"
          side="destination"
          label={t('landing.hero.destination')}
          placeholder={t('landing.hero.destinationPlaceholder')}
          value={destination}
          onValueChange={setDestination}
          onPick={(place) => setDestination(place.label ?? place.name)}
          other={origin}
        />
        <Button type="submit">{t('landing.hero.search')}</Button>
      </Form>
    </Hero>
  );
}
