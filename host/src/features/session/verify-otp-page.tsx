import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from '@cargora/shared/router';
import { pathTo, toAsciiDigits } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { toast, useSessionStore } from '@cargora/shared/runtime';
import { Button, Card, Input, Label, PageBody, PageTitle, Text } from '@cargora/shared/ui';
import { verifyOtp } from './session-api';

export function VerifyOtpPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const identifier = params.get('identifier');
  const signIn = useSessionStore((s) => s.signIn);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!identifier) return <Navigate to={pathTo('login')} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t('otp.invalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await verifyOtp(identifier, code);
      // The API put the session in its HttpOnly cookie; the page keeps only who signed in (the token is not stored).
      signIn(res.data.user);
      toast.success(res.message ?? t('otp.success'));
      navigate(pathTo('home'), { replace: true });
    } catch {
      // The server's message was shown as an error toast by the HTTP client.
      setBusy(false);
    }
  };

  return (
    <PageBody style={{ maxWidth: 480 }}>
      <Card>
        <PageTitle>{t('otp.title')}</PageTitle>
        <Text $muted style={{ marginBottom: 16 }}>{t('otp.subtitle')}</Text>
        <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 12 }}>
          <Label>
            {t('otp.code')}
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(toAsciiDigits(e.target.value).replace(/\D/g, ''))} />
          </Label>
          {error && <Text role="alert">{error}</Text>}
          <Button type="submit" disabled={busy}>{t('otp.submit')}</Button>
        </form>
      </Card>
    </PageBody>
  );
}
