// The few HTML helpers of the /developers renderer. Every text that reaches the page goes through `esc`.

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function esc(text) {
  return String(text).replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

/**
 * A shell example. `id` names it for the journey that runs every example against a real gateway
 * (e2e/journeys/developers.test.mjs): blocks with an id run in page order, in one shell.
 * `http://localhost:4000` is wrapped so the page's script can show the address the page is served from.
 */
export function shell(code, id) {
  const body = esc(code.trim()).replaceAll('http://localhost:4000', '<span data-origin>http://localhost:4000</span>');
  const run = id ? ` data-example="${esc(id)}"` : '';
  return `<pre class="code" tabindex="0"${run}><code>${body}</code></pre>`;
}

/** A code sample that is not run (JavaScript, an HTTP exchange, ...). */
export function sample(code, label) {
  return `<pre class="code" tabindex="0" aria-label="${esc(label)}"><code>${esc(code.trim())}</code></pre>`;
}
