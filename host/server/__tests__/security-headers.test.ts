/** @jest-environment node */
import { hostPagePolicy, securityHeaders, STATIC_ORIGIN_POLICY } from '../security-headers';

const parse = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('the host page’s Content-Security-Policy', () => {
  const policy = parse(
    hostPagePolicy({
      nonce: 'abc+/=',
      remoteOrigins: ['http://localhost:3001', 'http://localhost:3002'],
      apiOrigin: 'http://localhost:4000',
      filesOrigin: 'http://localhost:4100',
      reportUri: '/csp-reports',
    }),
  );

  it('runs scripts from the site, the remotes and the nonce only: nothing inline without it, no eval', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc+/='", 'http://localhost:3001', 'http://localhost:3002']);
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-abc+/='", 'http://localhost:3001', 'http://localhost:3002']);
    expect(policy.get('style-src-elem')).toEqual(policy.get('style-src'));
    // Only style attributes (of the server-rendered HTML) may be inline without the nonce; they cannot run code.
    for (const [directive, sources] of policy) {
      if (directive !== 'style-src-attr') expect(sources).not.toContain("'unsafe-inline'");
    }
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect([...policy.values()].flat()).not.toEqual(expect.arrayContaining(["'unsafe-eval'"]));
  });

  it('reads data from the API, files and remotes; images from the API and files origins', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://localhost:4000', 'http://localhost:4100', 'http://localhost:3001', 'http://localhost:3002']);
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['http://localhost:4000', 'http://localhost:4100']));
  });

  it('may not be framed, has no plugins, and reports violations', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('report-uri')).toEqual(['/csp-reports']);
  });
});

describe('the security headers', () => {
  it('forbid framing and sniffing and trim referrers', () => {
    expect(securityHeaders({ policy: STATIC_ORIGIN_POLICY, tls: false })).toEqual({
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('send HSTS only over TLS', () => {
    expect(securityHeaders({ policy: '', tls: true })['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders({ policy: '', tls: false })).not.toHaveProperty('Strict-Transport-Security');
  });
});
