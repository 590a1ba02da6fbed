/** Characters outside Latin-1 that the standard PDF fonts' WinAnsi encoding still has. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * The standard fonts (Helvetica) cover WinAnsi only. The rupee sign becomes 'Rs.', as
 * formatRupees writes it; other characters they cannot draw (Devanagari or Bengali names, say)
 * become '?', which is visible, rather than a silently blank gap. Embedding a Unicode font
 * would lift this (docs/decisions/062).
 */
export function pdfSafe(text: string): string {
  let safe = '';
  for (const char of text.replaceAll('₹', 'Rs.')) {
    const code = char.codePointAt(0) ?? 0;
    const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    safe += latin1 || WIN_ANSI_EXTRAS.has(char) ? char : char === '\n' ? ' ' : '?';
  }
  return safe;
}
