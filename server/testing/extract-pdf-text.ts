import { inflateSync } from 'node:zlib';

/**
 * The standard fonts' text is WinAnsi (Windows-1252): Latin-1 except for 0x80-0x9F, where the
 * dashes, quotes and euro sign live. (Node's TextDecoder reads 'windows-1252' as Latin-1.)
 */
const WIN_ANSI_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWinAnsi(bytes: Buffer): string {
  let text = '';
  for (const byte of bytes) {
    text += byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80_9F[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}

/**
 * The text drawn in a PDF made by pdfkit with the standard fonts, one string per text-showing
 * operator, so a test can look for words in it. pdfkit writes text as hex strings in `TJ`
 * arrays, split wherever kerning applies; the pieces of one array are joined here. Deflated
 * page streams are inflated first, so compressed output can be read too.
 */
export function extractPdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const contents: string[] = [];
  const streams = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (const match of source.matchAll(streams)) {
    const [opening, dictionary = ''] = match;
    // The stream's own /Length, not the text up to 'endstream': deflated bytes may end in a
    // carriage return, which a pattern for the line break before 'endstream' would take away.
    const start = match.index + opening.length;
    const length = Number(dictionary.match(/\/Length (\d+)/)?.[1] ?? source.indexOf('endstream', start) - start);
    const data = source.slice(start, start + length);
    const bytes = Buffer.from(data, 'latin1');
    if (!dictionary.includes('/FlateDecode')) {
      contents.push(data);
      continue;
    }
    try {
      contents.push(inflateSync(bytes).toString('latin1'));
    } catch {
      // Not a page stream we can read (a font or an image): no text in it for us.
    }
  }
  const texts: string[] = [];
  for (const content of contents) {
    for (const [, array = ''] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex = '']) => Buffer.from(hex, 'hex'));
      texts.push(decodeWinAnsi(Buffer.concat(pieces)));
    }
  }
  return texts;
}
