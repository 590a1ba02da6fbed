/** What the page says to the confetti worker (confetti-worker.ts). */
export type ConfettiMessage =
  | { kind: 'canvas'; canvas: OffscreenCanvas; width: number; height: number }
  | { kind: 'resize'; width: number; height: number }
  | { kind: 'rain'; pieces: number; forMs: number; colors: string[] };
