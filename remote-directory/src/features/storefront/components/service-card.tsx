import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Rating, Row, SERVICE_PATH, Text, usePrice, type Service } from '@cargora/shared';

const Body = styled(Card)`
  display: grid;
  gap: 8px;
  align-content: start;
`;

const Image = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.background};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography['fm-h6'].size};
  overflow-wrap: anywhere;
  a {
    color: inherit;
  }
`;

const Price = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: ${({ theme }) => theme.typography['fm-h5'].size};
  color: ${({ theme }) => theme.palette.primaryDark};
`;

/** One of the agent's services, linking to its detail page. */
export function ServiceCard({ service }: { service: Service }) {
  const { t } = useTranslation('directory');
  const price = usePrice();
  return (
    <Body>
      <Image src={service.imageUrl} alt="" width={320} height={180} loading="lazy" decoding="async" />
      <Title>
        <Link to={SERVICE_PATH(service.id)}>{service.title}</Link>
      </Title>
      <Text $variant="fm-p3" $muted>
        {t(`common:categories.${service.category}`)} ·{' '}
        {t('services.route', {
          from: [service.originCity, service.originCountry].filter(Boolean).join(', '),
          to: [service.destinationCity, service.destinationCountry].filter(Boolean).join(', '),
        })}
      </Text>
      <Row $gap={12}>
        <Price>{t('services.from', { price: price.format(service.priceUsd) })}</Price>
        <Text $variant="fm-p3" $muted>
          {t('services.transit', { days: service.transitDays })}
        </Text>
      </Row>
      {service.reviewCount > 0 && <Rating value={service.rating} count={service.reviewCount} />}
    </Body>
  );
}
