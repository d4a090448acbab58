import { PDFParse } from 'pdf-parse';

/** The text a PDF shows, read back the way a PDF reader extracts it; throws when the bytes are no PDF. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: pdf });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
