import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@cargora/shared/translation';
import { colors, shape } from '@cargora/shared/runtime';
import { pathTo } from '@cargora/shared/contracts';
import { Button, Link, Row, Text, openExternalSite } from '@cargora/shared/ui';

const Dialog = styled.dialog`
  border: none;
  border-radius: ${shape.cardRadius};
  padding: 24px;
  max-width: min(420px, calc(100vw - 32px));
  background: ${colors.surface};
  color: ${colors.text};
  &::backdrop {
    background: rgb(10 13 19 / 60%);
  }
`;

export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('host');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <Dialog ref={ref} aria-labelledby="login-dialog-title" onClose={onClose} onCancel={onClose}>
      <Text as="h2" id="login-dialog-title" $variant="fm-h4">
        {t('loginDialog.title')}
      </Text>
      <Text $muted style={{ margin: '8px 0 20px' }}>
        {t('loginDialog.body')}
      </Text>
      <Row $gap={12}>
        <Button onClick={() => openExternalSite('customer')}>{t('loginDialog.customer')}</Button>
        <Button onClick={() => openExternalSite('agent')}>{t('loginDialog.agent')}</Button>
        <Button $variant="ghost" onClick={onClose}>
          {t('loginDialog.close')}
        </Button>
      </Row>
      {/* The site's own sign-in (where signing out leads): the same account, without leaving the site. */}
      <Text style={{ marginTop: 16 }}>
        <Link to={pathTo('login')} onClick={onClose}>
          {t('loginDialog.here')}
        </Link>
      </Text>
    </Dialog>
  );
}
