import { Breadcrumbs, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { messages } from '../../../contract/messages';
import { productMeta } from '../../../contract/page-meta';
import { paths } from '../../../contract/paths';
import { useProductByKey } from '../../domains/catalogue/get-product';
import { FavouriteButton } from '../../domains/favourites/favourite-button';
import { BelowTheFold } from '../../ui/below-the-fold';
import { BreadcrumbLink } from '../../ui/breadcrumb-link';
import { useFirstScreenReady } from '../../ui/first-screen';
import { PageMeta } from '../../ui/page-meta';
import { Price } from '../../ui/price';
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
    <Container size="xl" py="lg">
      <PageMeta {...productMeta(product)} />
      <Stack gap="xl">
        <Breadcrumbs>
          <BreadcrumbLink to={paths.home.to()}>Home</BreadcrumbLink>
          <BreadcrumbLink to={paths.ownCollection.to()}>Products</BreadcrumbLink>
          {/* A long title is cut with an ellipsis: the trail never widens a 320 px page. */}
          <Text span truncate="end" miw={0}>
            {product.title}
          </Text>
        </Breadcrumbs>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ProductGallery product={product} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg">
              <Stack gap={4}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Title order={1} fz={{ base: 24, sm: 30 }}>
                    {product.title}
                  </Title>
                  <Group gap={6} wrap="nowrap">
                    <FavouriteButton product={product} />
                    <ShareButton product={product} />
                  </Group>
                </Group>
                <Price text={product.price} amount={product.numericPrice} fz={22} />
                {product.sellingAttribute && product.sellingAttribute !== 'Default' ? (
                  <Text c="leaf.8" fw={600} size="sm">
                    {product.sellingAttribute}
                  </Text>
                ) : null}
              </Stack>
              <ProductPurchase product={product} />
              <ProductInformation product={product} />
            </Stack>
          </Grid.Col>
        </Grid>
        <BelowTheFold>
          <OthersAlsoBought product={product} />
        </BelowTheFold>
      </Stack>
    </Container>
  );
}
