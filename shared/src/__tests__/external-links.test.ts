import { externalSiteUrl, forgetOpenedSite, openExternalSite, openedSiteOf, safeExternalUrl } from '../ui/external-links';

describe('safeExternalUrl', () => {
  it('keeps http and https URLs', () => {
    expect(safeExternalUrl('https://company.test')).toBe('https://company.test');
    expect(safeExternalUrl(' http://company.test/about?x=1 ')).toBe('http://company.test/about?x=1');
  });

  it('refuses every other scheme, relative or broken URLs and nothing at all', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'mailto:a@b.test',
      'ftp://files.test',
      'www.company.test',
      '/storefront/1',
      'https://',
      '',
      null,
      undefined,
    ]) {
      expect(safeExternalUrl(url)).toBeNull();
    }
  });
});

describe('openExternalSite', () => {
  it('opens the configured site in a new tab and trusts only that tab, at that origin, once', () => {
    const customerTab = { closed: false } as Window;
    const agentTab = { closed: false } as Window;
    const open = jest.spyOn(window, 'open').mockReturnValueOnce(customerTab).mockReturnValueOnce(agentTab);
    openExternalSite('customer');
    openExternalSite('agent');
    expect(open.mock.calls).toEqual([
      ['http://localhost:5100', '_blank'],
      ['http://localhost:5200', '_blank'],
    ]);
    expect(openedSiteOf({ source: customerTab, origin: 'http://localhost:5100' })).toBe('customer');
    expect(openedSiteOf({ source: agentTab, origin: 'http://localhost:5200' })).toBe('agent');
    expect(openedSiteOf({ source: customerTab, origin: 'http://localhost:5200' })).toBeNull();
    expect(openedSiteOf({ source: window, origin: 'http://localhost:5100' })).toBeNull();
    forgetOpenedSite(customerTab);
    expect(openedSiteOf({ source: customerTab, origin: 'http://localhost:5100' })).toBeNull();
  });
});

describe('externalSiteUrl', () => {
  it('adds a path and the query values that are set to the configured URL', () => {
    expect(externalSiteUrl('customer')).toBe('http://localhost:5100');
    expect(externalSiteUrl('customer', { path: '/book', query: { service: 12, protection: 'with', currency: 'EUR', lang: 'fr', none: '' } })).toBe(
      'http://localhost:5100/book?service=12&protection=with&currency=EUR&lang=fr',
    );
  });

  it('opens that page and still trusts the tab at the site\'s origin', () => {
    const tab = { closed: false } as Window;
    const open = jest.spyOn(window, 'open').mockReturnValueOnce(tab);
    openExternalSite('customer', { path: 'book', query: { service: 3 } });
    expect(open).toHaveBeenCalledWith('http://localhost:5100/book?service=3', '_blank');
    expect(openedSiteOf({ source: tab, origin: 'http://localhost:5100' })).toBe('customer');
  });
});
