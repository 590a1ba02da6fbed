import { Link } from 'react-router';
import type { ScreenLinkProps } from '../../../contract/first-screen-link';

/** The first screen's components (docs/decisions/200) link through the router inside the app. */
export function RouterLink({ href, ...props }: ScreenLinkProps) {
  return <Link to={href} {...props} />;
}
