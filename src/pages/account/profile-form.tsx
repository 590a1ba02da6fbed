import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { Address } from '../../../contract/order';
import { isApiError } from '../../api/api-error';
import {
  type ProfileFormValues,
  toFormErrors,
  UPDATE_PROFILE_FAILED,
  updateProfile,
  validateProfile,
} from '../../domains/account/update-profile';
import { getErrorMessage } from '../../lib/get-error-message';
import { FormOutcome } from '../../ui/form-parts';

const ADDRESS_FIELDS: { name: keyof Address; label: string }[] = [
  { name: 'fullName', label: 'Full name' },
  { name: 'phone', label: 'Phone' },
  { name: 'houseNumber', label: 'House number' },
  { name: 'streetAddress', label: 'Area' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'postalCode', label: 'Pincode' },
];

export const emptyAddress = (): Address => ({
  fullName: '',
  houseNumber: '',
  streetAddress: '',
  city: '',
  postalCode: '',
  state: '',
  phone: '',
  country: 'India',
});

/**
 * Edit mode of the profile. Cancel restores the saved values (the form is dropped); at least
 * one address row stays, and 'Remove' shows only when there are more. A field that breaks a rule
 * is flagged with the rule's message (the server's, when the server refuses it) and focused;
 * the general message stays for what no field explains (offline, the server's own wording).
 */
export function ProfileForm({ initial, onDone }: { initial: ProfileFormValues; onDone: () => void }) {
  const form = useForm<ProfileFormValues>({ mode: 'controlled', initialValues: initial, validate: validateProfile });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { address } = form.getValues();

  const focusFirst = (errors: Record<string, unknown>) => {
    const [first] = Object.keys(errors);
    if (first) form.getInputNode(first)?.focus();
  };

  const onSubmit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    try {
      await updateProfile(values);
      onDone();
    } catch (error) {
      const fields = isApiError(error) ? toFormErrors(error.fieldErrors, values) : {};
      form.setErrors(fields);
      focusFirst(fields);
      setFailure(getErrorMessage(error, UPDATE_PROFILE_FAILED));
    } finally {
      setSaving(false);
    }
  }, focusFirst);

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First name" key={form.key('firstName')} {...form.getInputProps('firstName')} />
          <TextInput label="Last name" key={form.key('lastName')} {...form.getInputProps('lastName')} />
          <TextInput label="Email" type="email" key={form.key('email')} {...form.getInputProps('email')} />
          <TextInput label="Phone number" key={form.key('phoneNumber')} {...form.getInputProps('phoneNumber')} />
          <TextInput label="Date of birth" type="date" key={form.key('dob')} {...form.getInputProps('dob')} />
        </SimpleGrid>
        <Title order={3} fz="md">
          Addresses
        </Title>
        {address.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved
          <Paper key={index} withBorder p="sm" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {ADDRESS_FIELDS.map((field) => (
                <TextInput
                  key={form.key(`address.${index}.${field.name}`)}
                  label={field.label}
                  {...form.getInputProps(`address.${index}.${field.name}`)}
                />
              ))}
            </SimpleGrid>
            {address.length > 1 ? (
              <Button mt="xs" variant="subtle" color="red" onClick={() => form.removeListItem('address', index)}>
                Remove
              </Button>
            ) : null}
          </Paper>
        ))}
        <Button variant="subtle" w="fit-content" onClick={() => form.insertListItem('address', emptyAddress())}>
          Add another address
        </Button>
        <FormOutcome message={failure} color="red" variant="light" />
        <Group>
          <Button type="submit" loading={saving}>
            Save
          </Button>
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
