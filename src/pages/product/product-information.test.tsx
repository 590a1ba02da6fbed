// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PROMISES } from '../../../contract/constants';
import { ProductInformationView as ProductInformation } from '../../../contract/first-screen-information';
import { reactInPage, renderInPage } from '../../../tests/setup/react-in-page';
import { sampleProduct } from '../../data/test-database.test-support';

reactInPage();

/** The sections as a reader meets them: each heading, whether it is open, and what it holds. */
function sections(container: HTMLElement) {
  return [...container.querySelectorAll('details')].map((section) => ({
    heading: section.querySelector('summary')?.textContent,
    open: section.open,
    bullets: [...section.querySelectorAll('li')].map((item) => item.textContent),
    rows: [...section.querySelectorAll('tr')].map((row) => [
      row.querySelector('th')?.textContent,
      row.querySelector('td')?.textContent,
    ]),
    text: section.textContent,
  }));
}

describe("a product's description and information (docs/decisions/358)", () => {
  it("shows both open, in the browser's own disclosures: the bullets, then the article code, brand, delivery and returns", () => {
    const product = sampleProduct({ description: 'Handmade~ ~Natural jute~', articleCode: 'JX-BWL-0001' });
    const { container } = renderInPage(<ProductInformation product={product} />);
    const [description, information] = sections(container);
    expect(description).toMatchObject({ heading: 'Description', open: true, bullets: ['Handmade', 'Natural jute'] });
    expect(information).toMatchObject({
      heading: 'Information',
      open: true,
      rows: [
        ['Article code', 'JX-BWL-0001'],
        ['Brand', product.brandName],
        ['Delivery', `${PROMISES.product.delivery}, free shipping`],
        ['Returns', PROMISES.product.returns],
      ],
    });
  });

  it('says so when the product has no description yet', () => {
    const { container } = renderInPage(<ProductInformation product={sampleProduct({ description: '' })} />);
    const [description] = sections(container);
    expect(description?.bullets).toEqual([]);
    expect(description?.text).toBe('DescriptionNo description yet.');
  });
});
