import { PDFParse } from 'pdf-parse';

/** The text of a PDF (tests only: pdf-parse is a dev dependency). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: pdf });
  try {
    const result = await parser.getText();
    return result.text;
  } finally {
    await parser.destroy();
  }
}

/** The text of each page of a PDF, in order (tests only). */
export async function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: pdf });
  try {
    const result = await parser.getText();
    return result.pages.map((page) => page.text);
  } finally {
    await parser.destroy();
  }
}
