import { PageMeta } from '../../ui/page-meta';
import { HomeButton, StatusView } from '../../ui/status-view';

/** Any path no route knows (spec 000 section 2, "Not found"). */
export function NotFoundPage() {
  return (
    <>
      <PageMeta title="Page Not Found" />
      <StatusView
        code="404"
        title="Page Not Found"
        message="The page you're looking for doesn't exist or has been moved."
        action={<HomeButton />}
      />
    </>
  );
}
