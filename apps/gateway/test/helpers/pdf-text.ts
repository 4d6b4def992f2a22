import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdfjs reads the metrics of the 14 standard PDF fonts (pdfkit's Helvetica) from its own folder */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of every page of a PDF, items joined by spaces, pages by newlines (pdfjs-dist, no system tools). */
export async function pdfText(data: Buffer | Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(data), standardFontDataUrl, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}
