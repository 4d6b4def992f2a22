import DOMPurify from 'dompurify';

// The gateway sanitises HTML already; this second pass protects against a compromised or
// misconfigured backend. Links that leave the site open in a new tab without an opener.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')?.startsWith('http')) {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
}
