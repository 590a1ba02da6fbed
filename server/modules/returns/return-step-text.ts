import type { ReturnUnitOutcome } from '../../../contract/return-lifecycle';

/**
 * What staff found, as the timeline says it: "1 restocked, 1 damaged: torn handle". Units in
 * good condition whose product is gone or inactive are "not restocked" (no shelf to put them on).
 */
export function inspectionSummary(units: { outcome: ReturnUnitOutcome; note: string }[], restocked: boolean): string {
  const good = units.filter((unit) => unit.outcome === 'restock').length;
  const damaged = units.filter((unit) => unit.outcome === 'damaged');
  const parts: string[] = [];
  if (good > 0)
    parts.push(restocked ? `${good} restocked` : `${good} in good condition, not restocked (product unavailable)`);
  if (damaged.length > 0) {
    const notes = [...new Set(damaged.map((unit) => unit.note).filter(Boolean))].join('; ');
    parts.push(`${damaged.length} damaged${notes ? `: ${notes}` : ''}`);
  }
  return parts.join(', ');
}
