import { paths } from '../../contract/paths';

/** The store departments' names as the footer and the "view all" guide show them. */
const DEPARTMENT_LABEL = {
  ladies: 'Ladies',
  men: 'Men',
  kids: 'Kids',
  baby: 'Baby',
  home: 'Home',
  sport: 'Sport',
} as const;
export type Department = keyof typeof DEPARTMENT_LABEL;

/** Links to the named departments' store pages, in the order given. */
export function departmentLinks(ids: readonly Department[]): { label: string; to: string }[] {
  return ids.map((id) => ({ label: DEPARTMENT_LABEL[id], to: paths.store.to(id) }));
}
