import type { ApiEnvelope, SessionUser } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { toast, useSessionStore, http } from '@cargora/shared/runtime';
import { Button, Card, PageBody, PageTitle, Row, Text } from '@cargora/shared/ui';
import { MyQuoteRequests } from './my-quote-requests';
import { useLogout } from './use-logout';

export function HomePage() {
  const { t } = useTranslation('host');
  const user = useSessionStore((s) => s.user);
  const logout = useLogout();
  const setUser = useSessionStore((s) => s.setUser);
  // A real authenticated call: if the session has expired, the HTTP client ends it and says so.
  const refresh = async () => {
    try {
      const res = await http.get<ApiEnvelope<{ user: SessionUser }>>('/auth/me');
      setUser(res.data.data.user);
      toast.success(t('home.refreshed'));
    } catch {
      // The HTTP client has already shown the message.
    }
  };
  return (
    <PageBody style={{ maxWidth: 760 }}>
      <Card>
        <PageTitle>{t('home.welcome', { name: user?.name ?? '' })}</PageTitle>
        <Text>{t('home.email', { email: user?.email ?? '' })}</Text>
        <Row $gap={12} style={{ marginTop: 16 }}>
          <Button $variant="outline" onClick={() => void refresh()}>
            {t('home.refresh')}
          </Button>
          <Button onClick={logout}>{t('home.logout')}</Button>
        </Row>
      </Card>
      <MyQuoteRequests />
    </PageBody>
  );
}
