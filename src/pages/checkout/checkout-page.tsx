import { Alert, Button, Container, Grid, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type AddressInput, addressLine } from '../../../contract/address';
import { checkoutMessages } from '../../../contract/checkout';
import { PROMISES } from '../../../contract/constants';
import { paths } from '../../../contract/paths';
import { COD_LABEL } from '../../../contract/statuses';
import { isApiError } from '../../api/api-error';
import { refreshProfile, useProfile } from '../../domains/account/profile-mirror';
import { useSessionUser } from '../../domains/account/use-session-user';
import { refreshBag, useBag } from '../../domains/bag/refresh-bag';
import type { MyInformation } from '../../domains/checkout/checkout-steps';
import { deliveryPhoneFromProfile } from '../../domains/checkout/delivery-phone-from-profile';
import { TestPaymentsNotice } from '../../domains/checkout/test-payments-notice';
import { useOfferQuote } from '../../domains/checkout/use-offer-quote';
import {
  OFFLINE_MESSAGE,
  type PaymentChoice,
  SLOW_CHECKOUT_MESSAGE,
  usePlaceOrder,
} from '../../domains/checkout/use-place-order';
import { FullPageLoader } from '../../ui/full-page-loader';
import { OrderSummary } from '../../ui/order-summary';
import { PageMeta } from '../../ui/page-meta';
import { useSlowAfter } from '../../ui/slow-answer-notice';
import { BillingAddressStep } from './billing-address-step';
import { CheckoutItems } from './checkout-items';
import { DeliveryStep } from './delivery-step';
import { MyInformationStep } from './my-information-step';
import { OfferCodeField } from './offer-code-field';
import { StepCard } from './step-card';

type Step = 1 | 2 | 3 | 4;
const stepState = (step: Step, at: Step) => (step === at ? 'open' : step > at ? 'done' : 'waiting');

function useOnline(): boolean {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine !== false);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine !== false);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** /checkout, title 'Checkout': four steps, then COD or the online payment. Needs the network. */
export function CheckoutPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const alerted = useRef(false);

  useEffect(() => {
    if (user !== null || alerted.current) return;
    alerted.current = true;
    window.alert(checkoutMessages.loginFirst);
    navigate(paths.login.to(), { replace: true });
  }, [user, navigate]);

  if (!user) return <FullPageLoader />;
  return <CheckoutWizard info={{ email: user.email, name: user.firstName, surname: user.lastName }} />;
}

function CheckoutWizard({ info: initialInfo }: { info: MyInformation }) {
  const navigate = useNavigate();
  const bag = useBag();
  const profile = useProfile();
  const online = useOnline();
  const { processing, failure, place } = usePlaceOrder();
  const slow = useSlowAfter(processing);
  const [step, setStep] = useState<Step>(1);
  const [info, setInfo] = useState<MyInformation>(initialInfo);
  const [address, setAddress] = useState<AddressInput | null>(null);
  const [phone, setPhone] = useState('');
  const [method, setMethod] = useState<PaymentChoice>('Online');
  const offer = useOfferQuote(bag?.total ?? 0);

  useEffect(() => {
    void refreshBag();
    void refreshProfile().then((error) => {
      // spec 000 s6: a failed profile load at the payment panel goes to / (offline keeps the page).
      if (isApiError(error) && error.status > 0) navigate(paths.home.to(), { replace: true });
    });
  }, [navigate]);

  if (bag === undefined || profile === undefined) return <FullPageLoader />;
  if (bag.loaded && bag.lines.length === 0 && !processing) {
    return (
      <Container size="sm" py="xl">
        <PageMeta title="Checkout" />
        <Stack align="center" ta="center">
          <Title order={1}>Checkout</Title>
          <Text>Your cart is empty</Text>
          <Button component={Link} to={paths.ownCollection.to()}>
            Shop Now
          </Button>
        </Stack>
      </Container>
    );
  }

  const buttonLabel =
    step < 4 ? 'Fill Details to Proceed' : method === 'COD' ? 'Place Order (COD)' : 'Pay and Order Now';
  return (
    <Container size="lg" py="xl">
      <PageMeta title="Checkout" />
      <Title order={1} mb="lg">
        Checkout
      </Title>
      {!online ? (
        <Alert color="yellow" mb="md" role="status">
          {OFFLINE_MESSAGE}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <StepCard
              number={1}
              title="My information"
              state={stepState(step, 1)}
              summary={`${info.name} ${info.surname}, ${info.email}`}
            >
              <MyInformationStep
                initial={info}
                onSave={(values) => {
                  setInfo(values);
                  setStep(2);
                }}
              />
            </StepCard>
            <StepCard
              number={2}
              title="Billing address"
              state={stepState(step, 2)}
              summary={address ? addressLine(address, { name: true }) : ''}
            >
              <BillingAddressStep
                saved={profile?.address ?? []}
                fullName={`${info.name} ${info.surname}`.trim()}
                onChoose={(chosen) => {
                  setAddress(chosen);
                  setStep(3);
                }}
              />
            </StepCard>
            <StepCard number={3} title="Delivery" state={stepState(step, 3)} summary={`Phone: ${phone}`}>
              <DeliveryStep
                initial={phone || deliveryPhoneFromProfile(profile?.phoneNumber)}
                onSave={(value) => {
                  setPhone(value);
                  setStep(4);
                }}
              />
            </StepCard>
            <StepCard number={4} title="Payment Option" state={stepState(step, 4)}>
              <TestPaymentsNotice placement="checkout" />
              <Radio.Group
                value={method}
                onChange={(value) => setMethod(value as PaymentChoice)}
                aria-label="Payment Option"
              >
                <Stack gap="xs">
                  <Radio value="Online" label="Online (cards, UPI, wallets, net banking)" disabled={processing} />
                  <Radio value="COD" label={COD_LABEL} disabled={processing} />
                </Stack>
              </Radio.Group>
            </StepCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <OrderSummary
            value={bag.total}
            discount={offer.offer ? { code: offer.offer.code, amount: offer.offer.discount } : null}
            total={offer.offer?.total ?? bag.total}
            items={<CheckoutItems lines={bag.lines} />}
          >
            <OfferCodeField applied={offer.applied} onApplied={offer.setOffer} disabled={processing} />
            {offer.notice ? (
              <Text size="sm" c="red.8" role="status">
                {offer.notice}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {PROMISES.checkout.delivery} · {PROMISES.checkout.returns}
            </Text>
            {failure ? (
              <Alert color="red" role="alert" data-testid="checkout-error">
                {failure}
              </Alert>
            ) : null}
            <Button
              fullWidth
              disabled={step < 4 || processing || !address}
              leftSection={processing ? <Loader size="xs" color="white" /> : null}
              onClick={() => address && place(method, info, address, phone, bag.lines, offer.code)}
            >
              {buttonLabel}
            </Button>
            {slow ? (
              <Text size="sm" role="status" data-testid="checkout-slow">
                {SLOW_CHECKOUT_MESSAGE}
              </Text>
            ) : null}
          </OrderSummary>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
