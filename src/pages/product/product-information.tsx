import { Accordion, List, Table, Text } from '@mantine/core';
import { PROMISES } from '../../../contract/constants';
import { descriptionBullets } from '../../../contract/description-bullets';
import type { MirroredProduct } from '../../../contract/mirrored-product';

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
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">Article code</Table.Th>
                <Table.Td>{product.articleCode}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Brand</Table.Th>
                <Table.Td>{product.brandName}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Delivery</Table.Th>
                <Table.Td>{PROMISES.product.delivery}, free shipping</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Returns</Table.Th>
                <Table.Td>{PROMISES.product.returns}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
