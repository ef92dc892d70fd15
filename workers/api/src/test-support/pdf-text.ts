import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from "pdf-lib";

/*
 * The text a PDF shows, page by page, read back from its content streams: the strings of its `Tj`
 * operators, hex (as pdf-lib writes the standard fonts) or literal, in drawing order. Enough to assert
 * what a generated contract says without a PDF renderer.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const ops = refs
      .map((ref) => {
        const stream = ref instanceof PDFRawStream ? ref : doc.context.lookup(ref as PDFRef);
        return stream instanceof PDFRawStream
          ? new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode())
          : "";
      })
      .join("\n");
    const shown: string[] = [];
    for (const [, hex, literal] of ops.matchAll(/(?:<([0-9A-Fa-f]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj/g)) {
      if (hex !== undefined)
        shown.push(hex.replace(/../g, (h) => String.fromCharCode(Number.parseInt(h, 16))));
      else shown.push((literal ?? "").replace(/\\(.)/g, "$1"));
    }
    return shown.join("\n");
  });
}
