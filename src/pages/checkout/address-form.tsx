import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AddressInput } from '../../../contract/address';
import type { Address } from '../../../contract/order';
import { addAddress } from '../../domains/checkout/add-address';
import { getErrorMessage } from '../../lib/get-error-message';
import { FormOutcome } from '../../ui/form-parts';

type Fields = Pick<Address, 'houseNumber' | 'streetAddress' | 'city' | 'postalCode' | 'state' | 'phone'>;
const EMPTY: Fields = { houseNumber: '', streetAddress: '', city: '', postalCode: '', state: '', phone: '' };

/**
 * The new-address form of step 2. 'Save and Continue' stays disabled until area and state are
 * filled (spec 000 s5); the address is saved to the profile (add-address), then used.
 */
export function AddressForm({ fullName, onSaved }: { fullName: string; onSaved: (address: AddressInput) => void }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (name: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value =
      name === 'phone' || name === 'postalCode'
        ? event.currentTarget.value.replace(/\D/g, '')
        : event.currentTarget.value;
    setFields((current) => ({ ...current, [name]: value }));
  };
  const ready = fields.streetAddress.trim() !== '' && fields.state.trim() !== '';
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!ready) return;
        const address: AddressInput = { ...fields, fullName, country: 'India' };
        setSaving(true);
        setFailure(null);
        try {
          await addAddress(address);
          onSaved(address);
        } catch (error) {
          console.warn('Adding the address failed:', error);
          setFailure(getErrorMessage(error, 'Failed to save the address'));
        } finally {
          setSaving(false);
        }
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="House number" value={fields.houseNumber} onChange={set('houseNumber')} />
          <TextInput label="Address (area)" required value={fields.streetAddress} onChange={set('streetAddress')} />
          <TextInput label="City" value={fields.city} onChange={set('city')} />
          <TextInput label="Pincode" inputMode="numeric" value={fields.postalCode} onChange={set('postalCode')} />
          <TextInput label="State" required value={fields.state} onChange={set('state')} />
          <TextInput label="Phone" required inputMode="numeric" value={fields.phone} onChange={set('phone')} />
        </SimpleGrid>
        <FormOutcome message={failure} color="red" variant="light" />
        <Group>
          <Button type="submit" disabled={!ready} loading={saving}>
            Save and Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
