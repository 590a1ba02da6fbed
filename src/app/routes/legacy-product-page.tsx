import { useParams } from 'react-router';
import { legacyProductCode } from '../../../contract/paths';
import { ProductPage } from '../../pages/product/product-page';
import { NotFoundPage } from './not-found-page';

/** /en_in/productpage.{articleCode}.html opens the product page for that article code. */
export function LegacyProductPage() {
  const { '*': splat = '' } = useParams();
  const code = legacyProductCode(splat);
  return code ? <ProductPage productKey={code} /> : <NotFoundPage />;
}
