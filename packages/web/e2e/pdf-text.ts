/** Text of a PDF (pdfjs-dist in Node), page by page: what a printed prescription really says. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(data: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: true, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  await doc.destroy();
  return pages;
}
