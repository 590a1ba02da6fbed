import type { ReactNode } from 'react';
import { PROMISES } from '../../../contract/constants';
import { descriptionBullets } from '../../../contract/description-bullets';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import disclosure from '../../ui/disclosure.module.css';
import { chevronDownIcon } from '../../ui/icons';
import classes from './product-information.module.css';

/**
 * Description bullets and the information section (article code, brand, delivery, returns), both
 * open, each closed and opened by its heading. The browser's own `<details>` and `<summary>`,
 * which open and close without script and say so to a screen reader, in the look of Mantine's
 * contained Accordion: that Accordion with its List was 32 components of a product page's first
 * visit (docs/decisions/358, as the footer's in decision 353).
 */
export function ProductInformation({ product }: { product: MirroredProduct }) {
  const bullets = descriptionBullets(product.description);
  return (
    <div>
      {section(
        'Description',
        bullets.length > 0 ? (
          <ul className={classes.bullets}>
            {bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        ) : (
          <p className={classes.empty}>No description yet.</p>
        ),
      )}
      {section(
        'Information',
        <>
          {/* A plain table: Mantine's Table carries its scroll area and with it floating-ui's
              React bindings (about 12 KB compressed) into the product page's first visit
              (docs/decisions/290). */}
          <table className={classes.details}>
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
          </table>
        </>,
      )}
    </div>
  );
}

/** One section, open: a function, not a component (each would be one more on the page). */
function section(heading: string, content: ReactNode): ReactNode {
  return (
    <details className={classes.section} open>
      <summary className={`${disclosure.summary} ${classes.summary}`}>
        {heading}
        {chevronDownIcon()}
      </summary>
      <div className={classes.panel}>{content}</div>
    </details>
  );
}
