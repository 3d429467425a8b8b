import { isRouteErrorResponse, useRouteError } from '@cargora/shared/router';
import styled from 'styled-components';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { Link, Button, Text } from '@cargora/shared/ui';

const Bare = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  gap: 16px;
  text-align: center;
  padding: 24px;
`;

export function NotFoundScreen() {
  const { t } = useTranslation('host');
  return (
    <Bare>
      <Text as="h1" $variant="fm-h1">404</Text>
      <Text $variant="fm-p1">{t('errors.notFound')}</Text>
      <Link to={pathTo('landing')}>{t('errors.backHome')}</Link>
    </Bare>
  );
}

export function UnauthorizedScreen() {
  const { t } = useTranslation('host');
  return (
    <Bare>
      <Text as="h1" $variant="fm-h1">401</Text>
      <Text $variant="fm-p1">{t('errors.unauthorized')}</Text>
      <Link to={pathTo('login')}>{t('errors.goToLogin')}</Link>
    </Bare>
  );
}

/** Router-level fallback for failures nothing else caught. Plain text: translations may be what failed. */
export function UnexpectedErrorScreen() {
  const error = useRouteError();
  // An address the router has no route for (its catch-all does not match a line separator) is a page not found.
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (error) console.error(error);
  return (
    <Bare>
      <Text as="h1" $variant="fm-h2">Unexpected Application Error!</Text>
      <Text $muted>Something went wrong while showing this page.</Text>
      <Button onClick={() => window.location.assign('/landing-page')}>Go to the home page</Button>
    </Bare>
  );
}
