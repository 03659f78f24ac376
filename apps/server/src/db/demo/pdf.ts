/**
 * A one-page PDF 1.4 (A4) with a bold title, an optional subtitle and wrapped paragraphs, written by hand: the demo
 * guides need nothing more, and no PDF library is worth a dependency for it.
 *
 * Text uses the standard Helvetica fonts with WinAnsiEncoding, which covers Spanish (á, ñ, ü, ¿, ¡); any other
 * character is written as `?`. Every byte is Latin-1, so string lengths are byte offsets for the xref table.
 */
export interface PdfContent {
  title: string;
  subtitle?: string;
  paragraphs: readonly string[];
  /** Document information `/Author`. */
  author?: string;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const BODY_SIZE = 11;

/** Helvetica advance widths (1/1000 em) of the characters 32–126, from the standard AFM metrics. */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** Width in points of `text` in Helvetica at `size`; an accented letter is as wide as its base letter. */
function textWidth(text: string, size: number): number {
  let width = 0;
  for (const char of text) {
    const base = char.normalize('NFD').charCodeAt(0);
    width += char === '¿' ? 611 : char === '¡' ? 333 : (HELVETICA_WIDTHS[base - 32] ?? 556);
  }
  return (width * size) / 1000;
}

/** WinAnsi is Latin-1 for every character Spanish uses; anything else becomes `?`. */
function latin1(value: string): string {
  return value.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

/** A PDF literal string: `(…)` with its delimiters and backslash escaped. */
function literal(value: string): string {
  return `(${latin1(value).replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Lines of `text` that fit `width` points at `size`. */
function wrap(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && textWidth(`${line} ${word}`, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function pageContent(content: PdfContent): string {
  const ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN - 24;
  const text = (font: 'F1' | 'F2', size: number, value: string) => {
    ops.push(`BT /${font} ${size} Tf ${MARGIN} ${y} Td ${literal(value)} Tj ET`);
  };
  text('F2', 22, content.title);
  y -= 22;
  if (content.subtitle) {
    y -= 6;
    text('F1', 13, content.subtitle);
    y -= 13;
  }
  y -= 10;
  ops.push(`0.6 g ${MARGIN} ${y} ${PAGE_WIDTH - 2 * MARGIN} 1 re f 0 g`);
  y -= 24;
  for (const paragraph of content.paragraphs) {
    for (const line of wrap(paragraph, PAGE_WIDTH - 2 * MARGIN, BODY_SIZE)) {
      if (y < MARGIN) return ops.join('\n');
      text('F1', BODY_SIZE, line);
      y -= 15;
    }
    y -= 9;
  }
  return ops.join('\n');
}

export function simplePdf(content: PdfContent): Buffer {
  const stream = pageContent(content);
  const info = [`/Title ${literal(content.title)}`, '/Producer (Back-office Agenda 2030, datos de demostración)'];
  if (content.author) info.push(`/Author ${literal(content.author)}`);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< ${info.join(' ')} >>`,
  ];
  // The binary comment line tells transfer tools the file is not text.
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  // Each xref entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, type, CR LF.
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n\r\n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
