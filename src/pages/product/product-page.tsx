import { Button, Container, Group } from '@mantine/core';
import { useParams } from 'react-router';
import { ProductHeadView, ProductTrailView } from '../../../contract/first-screen-product';
import { messages } from '../../../contract/messages';
import { productMeta } from '../../../contract/page-meta';
import { useProductByKey } from '../../domains/catalogue/get-product';
import { FavouriteButton } from '../../domains/favourites/favourite-button';
import { BelowTheFold } from '../../ui/below-the-fold';
import { useFirstScreenReady } from '../../ui/first-screen';
import { PageMeta } from '../../ui/page-meta';
import { SlowAnswerNotice } from '../../ui/slow-answer-notice';
import { FAILED_VIEW, HomeButton, StatusView } from '../../ui/status-view';
import { OthersAlsoBought } from './others-also-bought';
import { ProductGallery } from './product-gallery';
import { ProductInformation } from './product-information';
import { ProductPurchase } from './product-purchase';
import { ProductSkeleton } from './product-skeleton';
import { ShareButton } from './share-button';

/** /productpage/{num}: num is a slug or id (also reached from legacy article-code links). */
export function ProductPage({ productKey }: { productKey?: string }) {
  const params = useParams();
  const key = productKey ?? params.num ?? '';
  return <ProductView key={key} productKey={key} />;
}

function ProductView({ productKey }: { productKey: string }) {
  const view = useProductByKey(productKey);
  useFirstScreenReady(view.state !== 'loading');

  if (view.state === 'loading') {
    return (
      <Container size="xl" py="lg">
        <PageMeta title="Product" />
        <SlowAnswerNotice waiting onRetry={view.retry} />
        <ProductSkeleton />
      </Container>
    );
  }
  if (view.state === 'not-found') {
    return (
      <>
        <PageMeta title={messages.productNotFound} />
        <StatusView
          title={messages.productNotFound}
          message="The product you're looking for doesn't exist."
          action={<HomeButton />}
        />
      </>
    );
  }
  if (view.state === 'failed' && view.offline) {
    return (
      <>
        <PageMeta title="You're offline" />
        <StatusView
          title="You're offline"
          message="This product isn't saved on this device yet. It will open here once you are back online; the products you have already seen are still available."
          action={
            <Group justify="center">
              <Button variant="default" onClick={view.retry}>
                Try Again
              </Button>
              <HomeButton />
            </Group>
          }
        />
      </>
    );
  }
  if (view.state === 'failed') {
    return (
      <>
        <PageMeta title={FAILED_VIEW.pageTitle} />
        <StatusView
          title={FAILED_VIEW.title}
          message="Couldn't load the product due to a network problem."
          action={<Button onClick={view.retry}>Try Again</Button>}
        />
      </>
    );
  }

  const { product } = view;
  return (
    <div className="fs-container fs-page">
      <PageMeta {...productMeta(product)} />
      {/* The trail, the gallery's frame and the head are the first screen's components
          (contract/first-screen-product.tsx): the written page is placed as this one (decision 304). */}
      <div className="fs-product-stack">
        <ProductTrailView title={product.title} />
        <div className="fs-product-columns">
          <div className="fs-product-column">
            <ProductGallery product={product} />
          </div>
          <div className="fs-product-column">
            <div className="fs-product-details">
              <ProductHeadView
                product={product}
                actions={
                  <>
                    <FavouriteButton product={product} />
                    <ShareButton product={product} />
                  </>
                }
              />
              <ProductPurchase product={product} />
              <ProductInformation product={product} />
            </div>
          </div>
        </div>
        <BelowTheFold>
          <OthersAlsoBought product={product} />
        </BelowTheFold>
      </div>
    </div>
  );
}
