import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { myInformationSchema } from '../../../contract/checkout';
import type { MyInformation } from '../../domains/checkout/checkout-steps';
import { FormTextInput } from '../../ui/form-parts';

const resolve = schemaResolver(myInformationSchema, { sync: true });

/** Step 1: email, name and surname, checked on blur and on Save. */
export function MyInformationStep({
  initial,
  onSave,
}: {
  initial: MyInformation;
  onSave: (info: MyInformation) => void;
}) {
  const form = useForm<MyInformation>({
    mode: 'controlled',
    initialValues: initial,
    validate: resolve,
    validateInputOnBlur: true,
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSave(values))}>
      <Stack gap="sm">
        <FormTextInput form={form} name="email" label="Email" type="email" autoComplete="email" />
        <FormTextInput form={form} name="name" label="Name" autoComplete="given-name" />
        <FormTextInput form={form} name="surname" label="Surname" autoComplete="family-name" />
        <Button type="submit" w="fit-content">
          Save
        </Button>
      </Stack>
    </form>
  );
}
