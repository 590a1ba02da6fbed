import { Accordion, List, Text } from '@mantine/core';
import { PROMISES } from '../../../contract/constants';
import { descriptionBullets } from '../../../contract/description-bullets';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import classes from './product-information.module.css';

/** Description bullets and the information section (article code, brand, delivery, returns). */
export function ProductInformation({ product }: { product: MirroredProduct }) {
  const bullets = descriptionBullets(product.description);
  return (
    <Accordion multiple defaultValue={['description', 'information']} variant="contained">
      <Accordion.Item value="description">
        <Accordion.Control>Description</Accordion.Control>
        <Accordion.Panel>
          {bullets.length > 0 ? (
            <List spacing={4}>
              {bullets.map((bullet) => (
                <List.Item key={bullet}>{bullet}</List.Item>
              ))}
            </List>
          ) : (
            <Text c="dimmed">No description yet.</Text>
          )}
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="information">
        <Accordion.Control>Information</Accordion.Control>
        <Accordion.Panel>
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
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
