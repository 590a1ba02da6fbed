import { PageMeta } from '../../ui/page-meta';

/** Document title 'Jutexx | Admin {page}' for every admin screen. */
export function AdminPageMeta({ title }: { title: string }) {
  return <PageMeta title={`Admin ${title}`} />;
}
