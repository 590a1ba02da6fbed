import { Button, Container, Group } from '@mantine/core';
import { useParams } from 'react-router';
import { messages } from '../../../contract/messages';
import { useProductByKey } from '../../domains/catalogue/get-product';
import { useFirstScreenReady } from '../../ui/first-screen';
import { PageMeta } from '../../ui/page-meta';
import { SlowAnswerNotice } from '../../ui/slow-answer-notice';
import { FAILED_VIEW, HomeButton, StatusView } from '../../ui/status-view';
import { ProductDetails } from './product-details';
import { ProductSkeleton } from './product-skeleton';

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

  return <ProductDetails product={view.product} />;
}
