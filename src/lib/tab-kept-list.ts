/**
 * A list kept in the tab's session storage under `key`: what a written first screen's answers keep
 * for the app before it has come (docs/decisions/367, 368). Kept there, not in memory, so a tap
 * followed at once by a link to another page is not lost. Storage refused, or an entry not ours:
 * read as nothing kept.
 */
export function tabKeptList<T>(key: string, isItem: (value: unknown) => value is T) {
  const read = (): T[] => {
    try {
      const kept: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? '[]');
      return Array.isArray(kept) ? kept.filter(isItem) : [];
    } catch {
      return [];
    }
  };
  const keep = (items: readonly T[]): void => {
    try {
      if (items.length === 0) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, JSON.stringify(items));
    } catch (error) {
      console.warn('Keeping a tap made before the app failed:', error);
    }
  };
  return { read, keep };
}
