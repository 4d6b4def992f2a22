import { useEffect } from 'react';
import { useServerPageMeta } from './server-page';

export const SITE_NAME = 'Greenleaf Wholesale';

function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

function documentTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Sets document.title ("{title} | Greenleaf Wholesale") and the meta description of the page. */
export function usePageMeta(title: string, description: string): void {
  useServerPageMeta(documentTitle(title), description);
  useEffect(() => {
    document.title = documentTitle(title);
    setMetaDescription(description);
  }, [title, description]);
}
