import DOMPurify from 'dompurify';

// The gateway sanitises HTML already; this second pass protects against a compromised or
// misconfigured backend. Links that leave the site open in a new tab without an opener.
// Without a DOM (the server-side render of src/entry-server.tsx) DOMPurify cannot run: the HTML is the
// gateway's own sanitised output there, and RichText applies this pass as soon as it is in the browser.
if (DOMPurify.isSupported) {
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')?.startsWith('http')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (!DOMPurify.isSupported) return html;
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}
