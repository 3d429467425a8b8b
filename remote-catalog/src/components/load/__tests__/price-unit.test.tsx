// A card names the unit of the listed price it shows (issue 49): every card, also those given no price of their own
// (the lane page, the storefront, the home strips), says what the "from" price is for, from the service's tariff.
import { act, screen } from '@testing-library/react';
import { i18next } from '@cargora/shared/runtime';
import { renderRoute } from '@cargora/shared/testing';
import { ServiceCard } from '@cargora/shared/ui';
import { makeService } from '../../../testing/fixtures';
import { setUpLoadPages } from '../../../testing/load-pages';

setUpLoadPages();

const priceLine = () => screen.getByText((_, el) => el?.classList.contains('card-price') ?? false);

describe('the unit of a card’s listed price', () => {
  it.each([
    [{ tariffBasis: 'perContainer', standardContainer: '20' }, "from $650 per 20' container"],
    [{ tariffBasis: 'perContainer', standardContainer: '40HC' }, "from $650 per 40' high cube container"],
    [{ tariffBasis: 'perKgChargeable' }, 'from $650 for 100 kg, 0.5 m³ (by chargeable weight)'],
    [{ tariffBasis: 'perStorageDay' }, 'from $650 for 0.5 m³ stored 30 days'],
    [{}, 'from $650'],
  ] as const)('%j says “%s”', (patch, text) => {
    renderRoute(<ServiceCard service={makeService(1, { priceUsd: 650, ...patch })} />);
    expect(priceLine()).toHaveTextContent(text);
  });

  it('in French and Arabic too', async () => {
    await act(() => i18next.changeLanguage('fr'));
    const { unmount } = renderRoute(<ServiceCard service={makeService(1, { priceUsd: 650, tariffBasis: 'perContainer', standardContainer: 'reefer' })} />);
    expect(priceLine()).toHaveTextContent('par conteneur frigorifique 40');
    unmount();
    await act(() => i18next.changeLanguage('ar'));
    renderRoute(<ServiceCard service={makeService(1, { priceUsd: 650, tariffBasis: 'perContainer', standardContainer: '20' })} />);
    expect(priceLine()).toHaveTextContent('لكل حاوية 20 قدمًا');
  });
});
