import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Card, PageBody, PageTitle, Text, useDocumentMeta, useSessionStore } from '@cargora/shared';

export function HomePage() {
  const { t } = useTranslation('host');
  useDocumentMeta(t('home.title'));
  const user = useSessionStore((s) => s.user);
  const clear = useSessionStore((s) => s.clear);
  const navigate = useNavigate();
  return (
    <PageBody style={{ maxWidth: 640 }}>
      <Card>
        <PageTitle>{t('home.welcome', { name: user?.name ?? '' })}</PageTitle>
        <Text>{t('home.email', { email: user?.email ?? '' })}</Text>
        <Button
          style={{ marginTop: 16 }}
          onClick={() => {
            clear();
            navigate('/login');
          }}
        >
          {t('home.logout')}
        </Button>
      </Card>
    </PageBody>
  );
}
