import { Text, type TextProps } from '@mantine/core';
import { formatRupees } from '../../contract/money';

/** A price: the server's display text when given (e.g. 'Rs.2,299.00'), else formatted from the number. */
export function Price({ text, amount, ...props }: { text?: string; amount: number } & TextProps) {
  return (
    <Text fw={700} data-testid="price" {...props}>
      {text || formatRupees(amount)}
    </Text>
  );
}
