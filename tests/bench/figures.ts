/**
 * What `npm run bench` prints: each figure next to its target, MET or MISSED. Sections (API
 * load, in-process timings, and later Lighthouse) return figures; run.ts prints them together.
 */

export type Target = { op: '>=' | '<='; value: number };

export type Figure = {
  name: string;
  value: number;
  unit: string;
  /** Absent: printed for information, judged against nothing. */
  target?: Target;
  /** Why a figure is missing or what it depends on, printed beside it. */
  note?: string;
};

export function isMet(figure: Figure): boolean | undefined {
  const { target } = figure;
  if (!target) return undefined;
  return target.op === '>=' ? figure.value >= target.value : figure.value <= target.value;
}

/** How far a figure falls short of its target, in its unit and as a share of the target. */
function shortfall(figure: Figure): string {
  const { target } = figure;
  if (!target || isMet(figure)) return '';
  const gap = Math.abs(figure.value - target.value);
  return `by ${show(gap, figure.unit)} (${((100 * gap) / target.value).toFixed(0)}%)`;
}

const show = (value: number, unit: string): string =>
  `${value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2)}${unit ? ` ${unit}` : ''}`;

/** One table: figure, value, target, verdict. Prints only; nothing is asserted. */
export function printFigures(title: string, figures: Figure[]): void {
  console.info(`\n${title}`);
  console.table(
    figures.map((figure) => {
      const met = isMet(figure);
      return {
        figure: figure.name,
        value: show(figure.value, figure.unit),
        target: figure.target ? `${figure.target.op} ${show(figure.target.value, figure.unit)}` : '',
        verdict: met === undefined ? '' : met ? 'MET' : `MISSED ${shortfall(figure)}`,
        ...(figure.note ? { note: figure.note } : {}),
      };
    }),
  );
}

/** The value below which `share` of `values` lie (0.5: the median, 0.99: p99); NaN when empty. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

/** Median and worst of repeated timings, both judged against the target. */
export function summarize(name: string, samples: readonly number[], target?: Target): Figure[] {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
  const worst = sorted.at(-1) ?? Number.NaN;
  return [
    { name: `${name}: median of ${sorted.length}`, value: median, unit: 'ms', target },
    { name: '  worst', value: worst, unit: 'ms', target },
  ];
}
