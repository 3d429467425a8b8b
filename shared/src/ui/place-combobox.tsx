// An origin or destination field: a country, city or port, with suggestions from /misc/places for that side of a route.
import { useEffect, useState } from 'react';
import type { ApiEnvelope, Place, PlaceSide } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { usePageLanguage, http, colors, typography } from '@cargora/shared/runtime';
import styled from 'styled-components';
import { Combobox } from './combobox';

export const PLACES_ENDPOINT = '/misc/places';
/** Asked for once typing pauses this long, so a word typed quickly is one request. */
export const PLACE_DEBOUNCE_MS = 200;
const PLACE_LIMIT = 8;
/** One letter matches too much to help; suggestions start at the second. */
const MIN_LENGTH = 2;
const NONE: readonly Place[] = [];

interface Answer {
  key: string;
  items: readonly Place[];
  failed: boolean;
}

/**
 * Suggestions for `text` on one side of a route while `enabled` (the list is open). The previous answer stays shown
 * while the next loads; a failure leaves the field a plain text input (no toast: the field still works).
 */
export function usePlaceSuggestions(text: string, side: PlaceSide, enabled: boolean, other = '') {
  const q = text.trim();
  const wanted = enabled && q.length >= MIN_LENGTH;
  // Names come in the page's language ("Chine" on a French page), asked for as such.
  const lang = usePageLanguage();
  // The other side's place, when chosen, makes each count the services between the two (issue 49).
  const given = other.trim();
  const key = `${lang}:${side}:${q.toLowerCase()}:${given.toLowerCase()}`;
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      http
        .get<ApiEnvelope<{ items: Place[] }>>(PLACES_ENDPOINT, {
          params: { q, side, limit: PLACE_LIMIT, lang, ...(given ? { other: given } : {}) },
          signal: controller.signal,
          cargora: { toastOnError: false },
        })
        .then((res) => setAnswer({ key, items: res.data.data.items, failed: false }))
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ key, items: NONE, failed: true });
        });
    }, PLACE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, key, q, side, lang, given]);
  const current = answer?.key === key ? answer : null;
  return {
    items: wanted ? (answer?.items ?? NONE) : NONE,
    loading: wanted && current === null,
    failed: current?.failed ?? false,
  };
}

const Name = styled.span`
  display: block;
  font-weight: 600;
`;

const Details = styled.span`
  display: block;
  font-size: ${typography['fm-p4'].size};
  color: ${colors.textMuted};
`;

export interface PlaceComboboxProps {
  /** The query parameter the field sets (origin, destination). */
  name: string;
  side: PlaceSide;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A suggestion was chosen (the field's text becomes its name). */
  onPick: (place: Place) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** The place on the other side of the route, when chosen: the suggestions count their services with it. */
  other?: string;
}

/** A city, port or country field with suggestions; a plain text field without JavaScript. */
export function PlaceCombobox({
  name,
  side,
  label,
  value,
  onValueChange,
  onPick,
  onBlur,
  placeholder,
  other,
}: PlaceComboboxProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const { items, loading, failed } = usePlaceSuggestions(value, side, open, other);
  return (
    <Combobox<Place>
      name={name}
      label={label}
      listLabel={t('places.suggestions')}
      value={value}
      placeholder={placeholder}
      minLength={MIN_LENGTH}
      onValueChange={onValueChange}
      onPick={onPick}
      onOpenChange={setOpen}
      onBlur={onBlur}
      items={items}
      itemKey={(place) => `${place.kind}:${place.countryCode}:${place.name}`}
      renderItem={(place) => (
        <>
          <Name>
            <bdi>{place.label ?? place.name}</bdi>
          </Name>{' '}
          <Details>
            {place.kind === 'country' ? null : (
              <>
                <bdi>{place.countryLabel ?? place.country}</bdi>
                {' · '}
              </>
            )}
            {t(`places.kind.${place.kind}`)}
            {' · '}
            {t('places.services', { count: place.services })}
          </Details>
        </>
      )}
      loading={loading}
      loadingText={t('places.searching')}
      emptyText={t('places.none')}
      failed={failed}
      failedText={t('places.unavailable')}
      countText={(count) => t('places.count', { count })}
    />
  );
}
