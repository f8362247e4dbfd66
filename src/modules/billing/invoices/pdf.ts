import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import fontkit from "@pdf-lib/fontkit";
import type { InvoiceLayout } from "./layout";

/**
 * Renders an invoice layout as a one-page A4 PDF, on the server, without network: DejaVu Sans
 * (assets/fonts, Bitstream Vera licence) is embedded as a subset, so any Latin, Greek or Cyrillic
 * business name prints and the text can be copied back out.
 */
const FONT_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), "assets", "fonts");
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;
function fontBytes() {
  fonts ??= Promise.all([readFile(path.join(FONT_DIR, "DejaVuSans.ttf")), readFile(path.join(FONT_DIR, "DejaVuSans-Bold.ttf"))])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((e: unknown) => {
      fonts = null;
      throw e;
    });
  return fonts;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);

/** Splits text into lines no wider than `width` at `size` (long words are cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) out.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) out.push(line);
  return out.length ? out : [""];
}

class Writer {
  y: number;
  constructor(
    private page: PDFPage,
    private regular: PDFFont,
    private bold: PDFFont,
  ) {
    this.y = page.getHeight() - MARGIN;
  }
  text(s: string, o: { size?: number; bold?: boolean; x?: number; width?: number; muted?: boolean } = {}) {
    const size = o.size ?? 10;
    const font = o.bold ? this.bold : this.regular;
    const x = o.x ?? MARGIN;
    for (const line of wrap(s, font, size, o.width ?? this.page.getWidth() - x - MARGIN)) {
      this.page.drawText(line, { x, y: this.y - size, size, font, color: o.muted ? MUTED : INK });
      this.y -= size * 1.4;
    }
  }
  /** A label on the left and an amount flush right, on one line (the label wraps if long). */
  row(label: string, value: string, o: { bold?: boolean } = {}) {
    const size = 10;
    const font = o.bold ? this.bold : this.regular;
    const right = this.page.getWidth() - MARGIN;
    const top = this.y;
    this.page.drawText(value, { x: right - font.widthOfTextAtSize(value, size), y: top - size, size, font, color: INK });
    this.text(label, { bold: o.bold, width: right - MARGIN - font.widthOfTextAtSize(value, size) - 16 });
  }
  rule() {
    this.y -= 4;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: this.page.getWidth() - MARGIN, y: this.y }, thickness: 0.5, color: MUTED });
    this.y -= 8;
  }
  gap(h = 10) {
    this.y -= h;
  }
}

export async function renderInvoicePdf(layout: InvoiceLayout, meta: { createdAt?: Date } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = await fontBytes();
  const regular = await doc.embedFont(bytes.regular, { subset: true });
  const bold = await doc.embedFont(bytes.bold, { subset: true });
  const title = layout.number ? `${layout.title} ${layout.number}` : layout.title;
  doc.setTitle(title);
  doc.setAuthor(layout.issuer[0] ?? "Cartwise");
  doc.setProducer("Cartwise");
  doc.setCreator("Cartwise");
  // A fixed date keeps the same invoice byte-identical whenever it is downloaded.
  if (meta.createdAt) {
    doc.setCreationDate(meta.createdAt);
    doc.setModificationDate(meta.createdAt);
  }
  const page = doc.addPage(A4);
  const w = new Writer(page, regular, bold);

  w.text(layout.title, { size: 20, bold: true });
  if (layout.number) w.text(`Invoice number: ${layout.number}`, { size: 11, bold: true });
  w.text(layout.dateLine);
  w.text(`Status: ${layout.statusLabel}`);
  if (layout.noInvoiceReason) w.text(layout.noInvoiceReason, { muted: true });
  w.gap();

  const half = (page.getWidth() - 2 * MARGIN) / 2 - 10;
  const top = w.y;
  w.text("From", { bold: true });
  for (const l of layout.issuer) w.text(l, { width: half });
  const leftBottom = w.y;
  w.y = top;
  const x = MARGIN + half + 20;
  w.text("Billed to", { bold: true, x });
  for (const l of layout.billedTo) w.text(l, { x, width: half });
  w.y = Math.min(w.y, leftBottom);
  w.gap(14);

  w.row("Description", "Amount", { bold: true });
  w.rule();
  for (const line of layout.lines) w.row(line.label, line.value);
  w.rule();
  layout.totals.forEach((t, i) => w.row(t.label, t.value, { bold: i === layout.totals.length - 1 }));
  if (layout.conversion) w.text(`In your currency: ${layout.conversion}`, { muted: true });
  w.gap(14);
  for (const n of layout.notes) w.text(n, { size: 9, muted: true });

  return doc.save({ useObjectStreams: false });
}
