import type { ReactNode } from 'react';
import { PROMISES } from './constants';
import { descriptionBullets } from './description-bullets';
import { disclosureChevron } from './first-screen-later-icons';
import type { MirroredProduct } from './mirrored-product';

/**
 * Description bullets and the information section (article code, brand, delivery, returns), both
 * open, each closed and opened by its heading: the browser's own `<details>` and `<summary>`, which
 * open and close without script and say so to a screen reader, in the look of Mantine's contained
 * Accordion (docs/decisions/358). In the first screen's component set (decision 368): the written
 * product page draws them as the app does, and they answer before the app has come.
 */
export function ProductInformationView({
  product,
}: {
  product: Pick<MirroredProduct, 'description' | 'articleCode' | 'brandName'>;
}) {
  const bullets = descriptionBullets(product.description);
  return (
    <div>
      {section(
        'Description',
        bullets.length > 0 ? (
          <ul className="fs-info-bullets">
            {bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        ) : (
          <p className="fs-info-empty">No description yet.</p>
        ),
      )}
      {section(
        'Information',
        // A plain table: Mantine's Table carries its scroll area into the first visit (decision 290).
        <table className="fs-info-table">
          <tbody>
            <tr>
              <th scope="row">Article code</th>
              <td>{product.articleCode}</td>
            </tr>
            <tr>
              <th scope="row">Brand</th>
              <td>{product.brandName}</td>
            </tr>
            <tr>
              <th scope="row">Delivery</th>
              <td>{PROMISES.product.delivery}, free shipping</td>
            </tr>
            <tr>
              <th scope="row">Returns</th>
              <td>{PROMISES.product.returns}</td>
            </tr>
          </tbody>
        </table>,
      )}
    </div>
  );
}

/** One section, open: a function, not a component (each would be one more on the page). */
function section(heading: string, content: ReactNode): ReactNode {
  return (
    <details className="fs-info-section" open>
      <summary className="fs-info-summary">
        {heading}
        {disclosureChevron()}
      </summary>
      <div className="fs-info-panel">{content}</div>
    </details>
  );
}
