import type { ApolloServerPlugin } from '@apollo/server';

/**
 * A tiny GraphQL console, served at GET /graphql (and the admin API's path) to browsers: always in
 * development (the plugin below), and in production with GRAPHIQL_FOR_KEYS=true to requests with a valid
 * API key (integrations/api-key-auth.ts). Self-contained (no CDN): the machine may have no internet, and
 * Apollo's sandbox / GraphiQL both load from one. `script` is the page's one inline script, for a CSP hash.
 */
const SHOP_SAMPLE = `query Shop {
  shop { name email }
  products(pageSize: 3) { totalCount items { name slug price { amount currencyCode } } }
}`;

export interface ConsoleEndpoint {
  path: string;
  sample: string;
}

export function consolePage(
  title: string,
  options: { endpoint?: ConsoleEndpoint; authenticatedWithKey?: boolean } = {},
): { html: string; script: string } {
  const endpoint = options.endpoint ?? { path: '/graphql', sample: SHOP_SAMPLE };
  const how = options.authenticatedWithKey
    ? `POST ${escapeHtml(endpoint.path)} · with your API key (the browser resends it)`
    : `POST ${escapeHtml(endpoint.path)} · cookies included`;
  const script = `
const $ = (id) => document.getElementById(id);
async function run() {
  $('out').textContent = '…';
  try {
    const res = await fetch(location.pathname, { method: 'POST', credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: $('q').value, variables: JSON.parse($('v').value || '{}') }) });
    $('out').textContent = JSON.stringify(await res.json(), null, 2);
  } catch (e) { $('out').textContent = String(e); }
}
$('run').onclick = run;
document.addEventListener('keydown', (e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) run(); });
`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · GraphQL</title>
<style>
body{font:14px system-ui,sans-serif;margin:0;display:grid;grid-template-rows:auto 1fr;height:100vh}
header{padding:8px 12px;background:#14532d;color:#fff;display:flex;gap:12px;align-items:center}
main{display:grid;grid-template-columns:1fr 1fr;gap:8px;padding:8px;min-height:0}
textarea,pre{font:13px ui-monospace,monospace;margin:0;border:1px solid #ccc;padding:8px;overflow:auto}
section{display:grid;grid-template-rows:2fr 1fr;gap:8px;min-height:0}
button{padding:4px 14px}
</style></head><body>
<header><strong>${escapeHtml(title)} GraphQL</strong><button id="run">Run (Ctrl+Enter)</button>
<span>${how}</span></header>
<main><section><textarea id="q" spellcheck="false" aria-label="Query">${escapeHtml(endpoint.sample)}</textarea><textarea id="v" spellcheck="false" aria-label="Variables (JSON)">{}</textarea></section><pre id="out" aria-live="polite"></pre></main>
<script>${script}</script></body></html>`;
  return { html, script };
}

export function localLandingPagePlugin(title: string, endpoint?: ConsoleEndpoint): ApolloServerPlugin {
  const { html } = consolePage(title, { endpoint });
  return {
    async serverWillStart() {
      return {
        async renderLandingPage() {
          return { html };
        },
      };
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
