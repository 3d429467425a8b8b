// Stand-ins for the external customer and agent sites (spec section 1: sign-in happens there), for development,
// tests and demos only. Each signs in through the real API (login, then the one-time code) and posts the spec's
// login-success message (token and user) to the window that opened it. The customer stand-in also answers /book.
import { fork } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { firstMessage, type ServiceSpec } from './supervisor';

export type StandInSite = 'customer' | 'agent';

export interface StandInOptions {
  /** The API's public origin (the pages call `${apiUrl}/api/v1/auth/...`). */
  apiUrl: string;
  /** The site's origin: login-success is posted to this origin only. */
  hostOrigin: string;
  customerSiteUrl: string;
  agentSiteUrl: string;
  listenHost?: string;
}

export interface RunningStandIns {
  urls: Record<StandInSite, string>;
  close: () => Promise<void>;
}

const LABEL: Record<StandInSite, string> = { customer: 'customer', agent: 'agent' };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #14181f; background: #f5f6f8; }
.banner { background: #7a2e00; color: #fff; padding: 10px 16px; font-weight: 600; }
main { max-width: 420px; margin: 32px auto; background: #fff; padding: 24px; border-radius: 8px; }
label { display: grid; gap: 4px; margin-bottom: 12px; font-weight: 600; }
input { font: inherit; padding: 8px; border: 1px solid #6b7280; border-radius: 4px; }
button { font: inherit; padding: 8px 16px; border-radius: 4px; border: none; background: #0b5cad; color: #fff; cursor: pointer; }
button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.error { color: #b42318; font-weight: 600; }
.note { color: #4b5563; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; }
dt { font-weight: 600; }
[hidden] { display: none !important; }
`;

function page(site: StandInSite, title: string, body: string, bodyData = '') {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} (stand-in)</title>
<link rel="stylesheet" href="/stand-in.css">
</head>
<body${bodyData}>
<p class="banner" role="note">Stand-in for the external ${LABEL[site]} site — development and tests only</p>
<main>
${body}
</main>
</body>
</html>`;
}

function signInPage(site: StandInSite, options: StandInOptions) {
  const data = ` data-api="${escapeHtml(options.apiUrl)}" data-host-origin="${escapeHtml(options.hostOrigin)}"`;
  const title = site === 'customer' ? 'Customer sign-in' : 'Agent sign-in';
  return page(
    site,
    title,
    `<h1>${title}</h1>
<form id="login" novalidate>
  <label for="email">Email<input id="email" name="email" type="email" autocomplete="email" required></label>
  <label for="password">Password<input id="password" name="password" type="password" autocomplete="current-password" required></label>
  <button type="submit">Sign in</button>
</form>
<form id="otp" hidden novalidate>
  <p class="note">A one-time code was sent. In development the API prints it in its log.</p>
  <label for="code">One-time code<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required></label>
  <button type="submit">Verify</button>
</form>
<p id="error" class="error" role="alert"></p>
<p id="status" class="note" role="status"></p>
<script src="/stand-in.js"></script>`,
    data,
  );
}

function bookPage(url: URL) {
  const rows = [
    ['Service', url.searchParams.get('service')],
    ['Protection', url.searchParams.get('protection')],
    ['Currency', url.searchParams.get('currency')],
    ['Language', url.searchParams.get('lang')],
  ]
    .map(([name, value]) => `<dt>${name}</dt><dd>${escapeHtml(value ?? '—')}</dd>`)
    .join('');
  return page(
    'customer',
    'Book a service',
    `<h1>Book a service</h1>
<p class="note">The customer site would book this service. This stand-in only shows what it received.</p>
<dl>${rows}</dl>`,
  );
}

// The page's script: login, one-time code, then login-success to the opener at the site's origin.
const SCRIPT = `'use strict';
(function () {
  var api = document.body.dataset.api + '/api/v1/auth';
  var hostOrigin = document.body.dataset.hostOrigin;
  var loginForm = document.getElementById('login');
  var otpForm = document.getElementById('otp');
  var errorBox = document.getElementById('error');
  var statusBox = document.getElementById('status');
  var identifier = null;

  function call(path, body) {
    return fetch(api + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
      function (res) {
        return res.json().catch(function () { return {}; }).then(function (json) {
          if (!res.ok) throw new Error(json.message || 'The API answered ' + res.status);
          return json.data;
        });
      },
      function () { throw new Error('The API at ' + api + ' cannot be reached.'); }
    );
  }

  function busy(form, on) {
    form.querySelector('button').disabled = on;
    if (on) { errorBox.textContent = ''; statusBox.textContent = ''; }
  }

  function fail(form, error) {
    busy(form, false);
    errorBox.textContent = error.message;
  }

  loginForm.addEventListener('submit', function (event) {
    event.preventDefault();
    var email = loginForm.email.value.trim();
    var password = loginForm.password.value;
    if (!email || !password) { errorBox.textContent = 'Enter your email and password.'; return; }
    busy(loginForm, true);
    call('/login/customer', { email: email, password: password }).then(function (challenge) {
      identifier = challenge.identifier;
      loginForm.hidden = true;
      otpForm.hidden = false;
      otpForm.code.focus();
    }, function (error) { fail(loginForm, error); });
  });

  otpForm.addEventListener('submit', function (event) {
    event.preventDefault();
    var code = otpForm.code.value.trim();
    if (!/^[0-9]{6}$/.test(code)) { errorBox.textContent = 'Enter the six-digit code.'; return; }
    busy(otpForm, true);
    call('/otp/verify/' + encodeURIComponent(identifier), { code: code }).then(function (result) {
      otpForm.hidden = true;
      if (!window.opener) {
        statusBox.textContent = 'Signed in as ' + result.user.name + ', but no Cargora page opened this tab: nothing to send back.';
        return;
      }
      window.opener.postMessage({ type: 'login-success', token: result.token, user: result.user }, hostOrigin);
      statusBox.textContent = 'Signed in as ' + result.user.name + '. You can close this tab.';
      window.close();
    }, function (error) { fail(otpForm, error); });
  });
})();
`;

function send(res: ServerResponse, status: number, type: string, body: string, csp: string) {
  res.writeHead(status, {
    'content-type': `${type}; charset=utf-8`,
    'cache-control': 'no-store',
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  res.end(body);
}

function handler(site: StandInSite, options: StandInOptions) {
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src ${new URL(options.apiUrl).origin}`,
    "form-action 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://stand-in');
    } catch {
      // A target URL cannot read (`http://[`): Node's parser lets absolute forms through.
      return send(res, 400, 'text/plain', 'Bad request: this address cannot be read.', csp);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'Method not allowed', csp);
    if (url.pathname === '/stand-in.js') return send(res, 200, 'text/javascript', SCRIPT, csp);
    if (url.pathname === '/stand-in.css') return send(res, 200, 'text/css', STYLE, csp);
    if (site === 'customer' && url.pathname === '/book') return send(res, 200, 'text/html', bookPage(url), csp);
    if (url.pathname === '/' || url.pathname === '/login') return send(res, 200, 'text/html', signInPage(site, options), csp);
    return send(res, 404, 'text/html', page(site, 'Not found', '<h1>Not found</h1>'), csp);
  };
  // A plain http server has no error handler: a throw here would end the process. Answered 500 instead, and logged.
  return (req: IncomingMessage, res: ServerResponse) => {
    try {
      answer(req, res);
    } catch (error) {
      console.error(`[stand-in ${site}] ${req.method} ${req.url} failed:`, error);
      if (res.headersSent) res.destroy();
      else send(res, 500, 'text/plain', 'Internal server error', csp);
    }
  };
}

function listen(server: Server, siteUrl: string, host: string): Promise<void> {
  const url = new URL(siteUrl);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'EADDRINUSE' ? `Port ${port} (stand-in site ${siteUrl}) is already in use` : error.message)),
    );
    server.listen(port, host, () => resolve());
  });
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });

/** Starts the customer and agent stand-ins on their configured URLs (CUSTOMER_SITE_URL, AGENT_SITE_URL). */
export async function startStandInSites(options: StandInOptions): Promise<RunningStandIns> {
  const host = options.listenHost ?? 'localhost';
  const servers: Server[] = [];
  try {
    for (const [site, url] of [
      ['customer', options.customerSiteUrl],
      ['agent', options.agentSiteUrl],
    ] as const) {
      const server = createServer(handler(site, options));
      servers.push(server);
      await listen(server, url, host);
    }
  } catch (error) {
    await Promise.all(servers.map(closeServer));
    throw error;
  }
  const urls = { customer: options.customerSiteUrl, agent: options.agentSiteUrl };
  return { urls, close: async () => void (await Promise.all(servers.map(closeServer))) };
}

/** The stand-ins as npm start serves them, for its supervisor: in a process of their own (stand-ins-child.ts). */
export function standInsService(): ServiceSpec {
  return {
    name: 'the sign-in stand-ins',
    launch: () => fork(join(__dirname, 'stand-ins-child.ts'), [], { stdio: ['ignore', 'inherit', 'pipe', 'ipc'] }),
    ready: firstMessage,
  };
}
