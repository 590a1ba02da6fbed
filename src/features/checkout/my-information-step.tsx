import { Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { myInformationSchema } from '../../../contract/checkout';

export type MyInformation = { email: string; name: string; surname: string };
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
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput label="Name" autoComplete="given-name" key={form.key('name')} {...form.getInputProps('name')} />
        <TextInput
          label="Surname"
          autoComplete="family-name"
          key={form.key('surname')}
          {...form.getInputProps('surname')}
        />
        <Button type="submit" w="fit-content">
          Save
        </Button>
      </Stack>
    </form>
  );
}
