import { useEffect } from 'react';
import styled from 'styled-components';
import { pathTo } from '@cargora/shared/contracts';
import { useTranslation } from '@cargora/shared/translation';
import { up, colors } from '@cargora/shared/runtime';
import { Link, Container, openExternalSite } from '@cargora/shared/ui';
import { SettingsPanel } from '../features/preferences/settings-panel';

const Foot = styled.footer`
  background: ${colors.topBar};
  color: #d6dbe4;
  padding-block: 40px 24px;
  margin-top: 48px;
  & a {
    color: #d6dbe4;
    text-decoration: none;
  }
  & a:hover {
    color: #fff;
    text-decoration: underline;
  }
`;

const Groups = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${up('md')} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  & h2 {
    font-size: 1rem;
    color: #fff;
    margin: 0 0 12px;
  }
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
`;

const LinkButton = styled.button`
  background: none;
  border: none;
  padding: 0;
  color: #d6dbe4;
  font: inherit;
  cursor: pointer;
  &:hover {
    color: #fff;
    text-decoration: underline;
  }
`;

const Bottom = styled.div`
  border-top: 1px solid rgb(255 255 255 / 12%);
  margin-top: 32px;
  padding-top: 20px;
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  justify-content: space-between;
  align-items: center;
  font-size: 0.875rem;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 0;
  & li {
    border: 1px solid rgb(255 255 255 / 25%);
    border-radius: 6px;
    padding: 4px 10px;
    font-size: 0.8rem;
  }
`;

const PAYMENT_PARTNERS = ['Visa', 'Mastercard', 'PayPal', 'Stripe', 'SWIFT'];
const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/cargora' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/cargora' },
  { name: 'Instagram', href: 'https://www.instagram.com/cargora' },
];

export function Footer() {
  const { t } = useTranslation('host');
  const year = new Date().getFullYear();
  // For tests and tools: the footer's controls answer (it hydrates when its chunk arrives).
  useEffect(() => {
    document.documentElement.dataset.footer = 'ready';
  }, []);
  return (
    <Foot>
      <Container>
        <Groups>
          <section>
            <h2>{t('footer.support.title')}</h2>
            <ul>
              <li><Link to={pathTo('helpCenter')}>{t('footer.support.helpCenter')}</Link></li>
              {/* The site has no chat: support's addresses are in the legal notice's Contact section. */}
              <li><Link to={pathTo('legalNotice')}>{t('footer.support.contact')}</Link></li>
            </ul>
          </section>
          <section>
            <h2>{t('footer.payments.title')}</h2>
            <ul>
              <li><Link to={pathTo('securedPayments')}>{t('footer.payments.secured')}</Link></li>
              <li><Link to={pathTo('digitalWallet')}>{t('footer.payments.wallet')}</Link></li>
            </ul>
          </section>
          <section>
            <h2>{t('footer.ship.title')}</h2>
            <ul>
              <li><Link to={pathTo('customersType')}>{t('footer.ship.customers')}</Link></li>
              <li><Link to={pathTo('agentCategories')}>{t('footer.ship.agents')}</Link></li>
              <li><Link to={pathTo('blogIndex')}>{t('footer.ship.reads')}</Link></li>
            </ul>
          </section>
          <section>
            <h2>{t('footer.becomeAgent.title')}</h2>
            <ul>
              <li><Link to={pathTo('howItWorks')}>{t('footer.becomeAgent.howItWorks')}</Link></li>
              <li><LinkButton type="button" onClick={() => openExternalSite('agent')}>{t('footer.becomeAgent.registerLogin')}</LinkButton></li>
              <li><Link to={pathTo('subscription')}>{t('footer.becomeAgent.subscription')}</Link></li>
            </ul>
          </section>
          <section>
            <h2>{t('footer.company.title')}</h2>
            <ul>
              <li><Link to={pathTo('aboutUs')}>{t('footer.company.about')}</Link></li>
              <li><Link to={pathTo('career')}>{t('footer.company.career')}</Link></li>
            </ul>
          </section>
        </Groups>
        <Bottom>
          <Chips aria-label={t('footer.paymentPartners')}>
            {PAYMENT_PARTNERS.map((p) => <li key={p}>{p}</li>)}
          </Chips>
          <Chips aria-label={t('footer.social')}>
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">{s.name}</a>
              </li>
            ))}
          </Chips>
        </Bottom>
        <SettingsPanel />
        <Bottom>
          <span>{t('footer.copyright', { year })}</span>
          <nav aria-label={t('footer.policies')}>
            <Chips as="ul" style={{ gap: 16 }}>
              <li style={{ border: 'none', padding: 0 }}><Link to={pathTo('privacyPolicy')}>{t('footer.privacy')}</Link></li>
              <li style={{ border: 'none', padding: 0 }}><Link to={pathTo('termsOfUse')}>{t('footer.terms')}</Link></li>
              <li style={{ border: 'none', padding: 0 }}><Link to={pathTo('legalNotice')}>{t('footer.legalNotice')}</Link></li>
              <li style={{ border: 'none', padding: 0 }}><Link to={pathTo('policiesRules')}>{t('footer.policiesRules')}</Link></li>
              <li style={{ border: 'none', padding: 0 }}><Link to={pathTo('serviceListingPolicy')}>{t('footer.serviceListing')}</Link></li>
              <li style={{ border: 'none', padding: 0 }}><Link to={pathTo('verificationPolicy')}>{t('footer.verificationPolicy')}</Link></li>
            </Chips>
          </nav>
        </Bottom>
      </Container>
    </Foot>
  );
}
