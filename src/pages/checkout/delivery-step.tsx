import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { deliveryPhoneSchema } from '../../../contract/address';

/** Step 3: the delivery phone, exactly 10 digits; the error clears on typing. */
export function DeliveryStep({ initial, onSave }: { initial: string; onSave: (phone: string) => void }) {
  const [phone, setPhone] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const result = deliveryPhoneSchema.safeParse(phone);
        if (result.success) onSave(result.data);
        else setError(result.error.issues[0]?.message ?? null);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Phone number for delivery"
          inputMode="numeric"
          autoComplete="tel-national"
          value={phone}
          error={error}
          onChange={(event) => {
            setPhone(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" w="fit-content">
          Continue
        </Button>
      </Stack>
    </form>
  );
}
