import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@cargora/shared/router';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { toast, colors, useHydrated } from '@cargora/shared/runtime';
import { Button, Card, ExternalSiteLink, Input, Label, PageBody, PageTitle, Row, Text, openExternalSite } from '@cargora/shared/ui';
import { loginCustomer } from './session-api';

/** The navigation state a logout leaves on /login (never in the address): the page says the visitor signed out. */
export interface SignedOutState {
  signedOut: true;
}

export function LoginPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const signedOut = (useLocation().state as Partial<SignedOutState> | null)?.signedOut === true;
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The page is rendered on the server for visitors without JavaScript too: the form needs the script (it asks the API
  // and then for the one-time code), so until it runs the page offers the sign-in of the customer and agent sites. The
  // form is POST all the same: nothing typed in it can ever reach an address.
  const hydrated = useHydrated();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.includes('@') || password.length === 0) {
      setError(t('login.invalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await loginCustomer(email.trim(), password);
      if (res.message) toast.success(res.message);
      navigate(pathTo('verifyOtp', null, { identifier: res.data.identifier, redirect: params.get('redirect') ?? undefined }));
    } catch {
      // The HTTP client already showed the server's message as a toast.
      setBusy(false);
    }
  };

  return (
    <PageBody style={{ maxWidth: 480 }}>
      <Card>
        {signedOut && (
          <Text role="status" style={{ marginBottom: 12 }}>
            {t('login.signedOut')}
          </Text>
        )}
        <PageTitle>{t('login.title')}</PageTitle>
        <Text $muted style={{ marginBottom: 16 }}>{t('login.subtitle')}</Text>
        {hydrated ? (
          <>
            <form method="post" onSubmit={submit} noValidate style={{ display: 'grid', gap: 12 }}>
              <Label>
                {t('login.email')}
                <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
              </Label>
              <Label>
                {t('login.password')}
                <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
              </Label>
              {error && <Text role="alert" style={{ color: colors.error }}>{error}</Text>}
              <Button type="submit" disabled={busy}>{busy ? t('login.sending') : t('login.submit')}</Button>
            </form>
            <Text $muted style={{ marginTop: 16 }}>
              {t('login.agentHint')}{' '}
              <Button $variant="ghost" type="button" onClick={() => openExternalSite('agent')} style={{ padding: 0, minHeight: 0, textDecoration: 'underline' }}>
                {t('login.agentLink')}
              </Button>
            </Text>
          </>
        ) : (
          <>
            <Text style={{ marginBottom: 12 }}>{t('login.withoutScript')}</Text>
            <Row $gap={12}>
              <ExternalSiteLink site="customer">{t('login.customerSite')}</ExternalSiteLink>
              <ExternalSiteLink site="agent" $variant="outline">{t('login.agentLink')}</ExternalSiteLink>
            </Row>
          </>
        )}
      </Card>
    </PageBody>
  );
}
