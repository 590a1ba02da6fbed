import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type AddressInput, addressLine } from '../../../contract/address';
import type { Address } from '../../../contract/order';
import { AddressForm } from './address-form';

/**
 * Step 2: saved addresses with the first preselected; 'Add New Address' clears the selection
 * and shows the form, 'Back to Saved Addresses' returns; the form is forced with none saved.
 */
export function BillingAddressStep({
  saved,
  fullName,
  onChoose,
}: {
  saved: Address[];
  fullName: string;
  onChoose: (address: AddressInput) => void;
}) {
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<string | null>(saved.length > 0 ? '0' : null);
  if (saved.length === 0 || adding) {
    return (
      <Stack gap="sm">
        <AddressForm fullName={fullName} onSaved={onChoose} />
        {saved.length > 0 ? (
          <Button
            variant="subtle"
            w="fit-content"
            onClick={() => {
              setAdding(false);
              setSelected('0');
            }}
          >
            Back to Saved Addresses
          </Button>
        ) : null}
      </Stack>
    );
  }
  const chosen = selected === null ? undefined : saved[Number(selected)];
  return (
    <Stack gap="sm">
      <Radio.Group value={selected} onChange={setSelected} aria-label="Saved addresses">
        <Stack gap="xs">
          {saved.map((address, index) => (
            <Radio
              key={address._id ?? index}
              value={String(index)}
              label={<Text size="sm">{addressLine(address, { name: true })}</Text>}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group>
        <Button disabled={!chosen} onClick={() => chosen && onChoose(chosen)}>
          Continue
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setSelected(null);
            setAdding(true);
          }}
        >
          Add New Address
        </Button>
      </Group>
    </Stack>
  );
}
