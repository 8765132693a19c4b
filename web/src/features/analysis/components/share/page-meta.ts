import { useEffect } from 'react';

/**
 * Adds `<meta>` tags to the document's head while the page is shown (the gateway also sends them as
 * headers): a shared report is never indexed, and its address never goes out as a Referer.
 */
export function usePageMeta(tags: Record<string, string>) {
  const key = JSON.stringify(tags);
  useEffect(() => {
    const added = Object.entries(JSON.parse(key) as Record<string, string>).map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name;
      meta.content = content;
      document.head.append(meta);
      return meta;
    });
    return () => {
      for (const meta of added) meta.remove();
    };
  }, [key]);
}
