import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";

/** Every string a PDF's pages draw, in order. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.get(PDFName.of("Contents"));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const text = new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
      for (const [, hex] of text.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        parts.push(String.fromCharCode(...(hex?.match(/../g) ?? []).map((h) => Number.parseInt(h, 16))));
      }
    }
  }
  return parts.join("\n");
}
