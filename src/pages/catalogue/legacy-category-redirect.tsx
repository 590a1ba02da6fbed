import { Navigate, useParams } from 'react-router';
import { paths } from '../../../contract/paths';
import { LEGACY_CATEGORIES } from '../../domains/catalogue/legacy-categories';

/** /categories/{slug}: replaced by the matching listing; an unknown slug is not found. */
export function LegacyCategoryRedirect({ notFound }: { notFound: React.ReactNode }) {
  const { slug = '' } = useParams();
  const target = LEGACY_CATEGORIES[slug];
  if (!target) return <>{notFound}</>;
  return <Navigate to={paths.store.to(target.id, { type: target.type })} replace />;
}
