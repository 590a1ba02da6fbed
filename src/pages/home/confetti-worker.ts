/// <reference lib="webworker" />
/**
 * The hero's confetti, drawn in this worker on the canvas the page hands over
 * (OffscreenCanvas): the page's main thread never draws a piece (docs/decisions/202). The rain
 * itself is canvas-confetti's; this file only paces it: `rain` keeps about CONFETTI_PIECES pieces
 * in the air until its time is up, then the last ones fall away.
 */
import { create } from 'canvas-confetti';
import type { ConfettiMessage } from './confetti-messages';

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** A piece lives this many frames (about 5 s at 60 frames a second). */
const PIECE_TICKS = 300;
const BURST_EVERY_MS = 250;

let canvas: OffscreenCanvas | undefined;
let fire: ReturnType<typeof create> | undefined;
let burstTimer: ReturnType<typeof setInterval> | undefined;

function rain(pieces: number, forMs: number, colors: string[]): void {
  if (!fire) return;
  // Pieces in the air = pieces born per frame × frames a piece lives.
  const perBurst = Math.max(1, Math.round((pieces * BURST_EVERY_MS) / ((PIECE_TICKS / 60) * 1000)));
  const until = Date.now() + forMs;
  const burst = () => {
    if (Date.now() >= until) {
      clearInterval(burstTimer);
      return;
    }
    // One or two pieces from each of several points along the top edge: a rain, not a fountain.
    for (let born = 0; born < perBurst; born += 2) {
      void fire?.({
        particleCount: Math.min(2, perBurst - born),
        angle: 270,
        spread: 60,
        startVelocity: 3,
        gravity: 0.5,
        drift: Math.random() - 0.5,
        ticks: PIECE_TICKS,
        origin: { x: Math.random(), y: -0.05 },
        colors,
        scalar: 0.9,
      });
    }
  };
  burst();
  burstTimer = setInterval(burst, BURST_EVERY_MS);
}

scope.onmessage = (event: MessageEvent<ConfettiMessage>) => {
  const message = event.data;
  if (message.kind === 'canvas') {
    canvas = message.canvas;
    canvas.width = message.width;
    canvas.height = message.height;
    fire = create(canvas as unknown as HTMLCanvasElement, { resize: false });
  } else if (message.kind === 'resize' && canvas) {
    canvas.width = message.width;
    canvas.height = message.height;
  } else if (message.kind === 'rain') {
    rain(message.pieces, message.forMs, message.colors);
  }
};
