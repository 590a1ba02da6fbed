import { Cursor, useTypewriter } from 'react-simple-typewriter';

/**
 * `words` typed out one after another, each deleted after a pause, for as long as this is mounted:
 * the library's timer is cleared on unmount, so typing stops with it (docs/decisions/345).
 * Decoration: hidden from screen readers, which get the words from the caller.
 */
export function TypedWords({ words }: { words: string[] }) {
  // As the shop typed them before: a key every 60 ms or so, each word kept 1.6 s.
  const [text] = useTypewriter({ words, loop: 0, typeSpeed: 60, deleteSpeed: 60, delaySpeed: 1_600 });
  return (
    <span aria-hidden data-typed-words>
      {text}
      <Cursor />
    </span>
  );
}
