import { useEffect } from 'react';

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

/** Sets document.title ("{title} | Greenleaf Wholesale") and the meta description of the page. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    setMetaDescription(description);
  }, [title, description]);
}
