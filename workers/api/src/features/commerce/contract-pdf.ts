import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/*
 * A sale's contract as a PDF (issue #34's commerce slice), drawn with pdf-lib in the Worker: no fonts
 * to load, no filesystem. It is made once, at purchase, from the order's terms snapshot, and stored; it is
 * never redrawn from the item's current terms, so a seller editing a beat later changes no contract sold.
 *
 * The standard PDF fonts encode WinAnsi (Latin-1 and a few more); characters beyond it (other scripts,
 * emoji) are written as "?" rather than failing the purchase, and the order keeps the exact names.
 */

/** What a contract says: the terms snapshot of one order. */
export interface ContractTerms {
  /** The contract's number, printed on every page (the order id). */
  number: string;
  /** "Beat licence", "Song rights assignment", … */
  kind: string;
  /** What was bought: "Night Drive — Premium licence". */
  item: string;
  seller: string;
  buyer: string;
  /** The tier or package bought, if the market has them. */
  tier?: string;
  /** The price of the item and the platform fee, in US cents. */
  priceCents: number;
  feeCents: number;
  /** The rights granted, one line each ("5,000 distribution copies", "Term: 3 years"). */
  rights: readonly string[];
  /** Further clauses, one paragraph each. */
  clauses: readonly string[];
  /** When the sale was made (ISO 8601). */
  soldAt: string;
}

const PAGE: [number, number] = [595.28, 841.89]; // A4 in points
const MARGIN = 56;
const BODY = 10.5;
const LEADING = 15;

const usd = (cents: number) =>
  `US$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** `text` with every character the font cannot encode replaced by "?". */
export function encodable(font: PDFFont, text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += "?";
    }
  }
  return out;
}

/** Words of `text` broken into lines no wider than `width` at `size`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A writer that flows lines down A4 pages, starting a new page (with its footer) when one is full. */
function pageWriter(doc: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }, footer: string) {
  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const width = PAGE[0] - 2 * MARGIN;
  const newPage = () => {
    page = doc.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  };
  return {
    text(text: string, { size = BODY, bold = false, gap = 0 } = {}) {
      const font = bold ? fonts.bold : fonts.regular;
      for (const line of wrap(font, encodable(font, text), size, width)) {
        if (y < MARGIN + 2 * LEADING) newPage();
        page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.14) });
        y -= size > BODY ? size + 6 : LEADING;
      }
      y -= gap;
    },
    footers() {
      const pages = doc.getPages();
      pages.forEach((p, i) => {
        const text = encodable(fonts.regular, `${footer} · page ${i + 1} of ${pages.length}`);
        p.drawText(text, {
          x: MARGIN,
          y: MARGIN / 2,
          size: 8,
          font: fonts.regular,
          color: rgb(0.4, 0.4, 0.45),
        });
      });
    },
  };
}

/**
 * The contract's PDF bytes. Deterministic for the same terms (fixed creation date and no random ids),
 * so a stored contract can be checked against its snapshot.
 *
 * @example const bytes = await contractPdf({ number: "ord_…", kind: "Beat licence", … });
 */
export async function contractPdf(terms: ContractTerms): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const soldAt = new Date(terms.soldAt);
  doc.setTitle(`${terms.kind} ${terms.number}`);
  doc.setAuthor("Ngoma");
  doc.setCreator("Ngoma");
  doc.setProducer("Ngoma");
  doc.setCreationDate(soldAt);
  doc.setModificationDate(soldAt);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const out = pageWriter(doc, fonts, `Ngoma ${terms.kind.toLowerCase()} ${terms.number}`);
  out.text(terms.kind, { size: 20, bold: true, gap: 4 });
  out.text(`Contract number ${terms.number}`, { gap: 2 });
  out.text(`Made on ${soldAt.toISOString().slice(0, 10)} through Ngoma`, { gap: 12 });
  out.text("Parties", { bold: true });
  out.text(`Seller: ${terms.seller}`);
  out.text(`Buyer: ${terms.buyer}`, { gap: 10 });
  out.text("What is sold", { bold: true });
  out.text(terms.item);
  if (terms.tier) out.text(`Tier: ${terms.tier}`);
  out.text(`Price: ${usd(terms.priceCents)} (platform fee ${usd(terms.feeCents)}, paid by the buyer)`, {
    gap: 10,
  });
  if (terms.rights.length) {
    out.text("Rights granted", { bold: true });
    for (const right of terms.rights) out.text(`- ${right}`);
    out.text("", { gap: 6 });
  }
  if (terms.clauses.length) {
    out.text("Terms", { bold: true });
    for (const clause of terms.clauses) out.text(clause, { gap: 6 });
  }
  out.footers();
  return doc.save({ useObjectStreams: false });
}
