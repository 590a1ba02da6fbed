import { Button, Group, Loader, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { OFFER_CODE_MAX, type OfferQuote, offerMessages } from '../../../contract/offers';
import { quoteOffer } from '../../domains/checkout/quote-offer';
import { getErrorMessage } from '../../lib/get-error-message';

/**
 * The offer code at checkout: Apply asks the server to price the bag with it, and the summary
 * shows the discount and the server's total; Remove takes it off. Nothing is used until the
 * order is placed with the code (docs/decisions/223).
 */
export function OfferCodeField({
  applied,
  onApplied,
  disabled,
}: {
  applied: OfferQuote | null;
  onApplied: (quote: OfferQuote | null) => void;
  disabled?: boolean;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  if (applied) {
    return (
      <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="offer-applied">
        <Text size="sm" style={{ minWidth: 0 }}>
          <Text span fw={700}>
            {applied.code}
          </Text>{' '}
          applied: {applied.detail}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={disabled}
          onClick={() => onApplied(null)}
          style={{ flexShrink: 0 }}
        >
          Remove
        </Button>
      </Group>
    );
  }

  const apply = async () => {
    if (!code.trim()) {
      setError(offerMessages.codeRequired);
      return;
    }
    setChecking(true);
    setError(null);
    try {
      onApplied(await quoteOffer(code));
      setCode('');
    } catch (failure) {
      setError(getErrorMessage(failure, 'We could not check this code. Please try again.'));
    } finally {
      setChecking(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="Offer code"
          placeholder="e.g. WELCOME10"
          value={code}
          maxLength={OFFER_CODE_MAX}
          autoCapitalize="characters"
          autoComplete="off"
          error={error}
          disabled={disabled}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="submit"
          variant="outline"
          mt={25}
          disabled={disabled || checking}
          leftSection={checking ? <Loader size="xs" /> : null}
        >
          Apply
        </Button>
      </Group>
    </form>
  );
}
