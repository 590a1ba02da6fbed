import { Alert, Button, Group, Paper, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import type { ReturnableItem } from '../../domains/returns/check-return';
import { emptyDraft, RETURN_STEPS, type ReturnDraft, stepComplete } from '../../domains/returns/return-steps';
import { RETURN_FAILED, submitReturn } from '../../domains/returns/submit-return';
import { getErrorMessage } from '../../lib/get-error-message';
import { DetailsStep, ProductStep, ReasonStep, ReviewStep } from './return-step-views';
import classes from './return-wizard.module.css';

/**
 * The four-step wizard (spec 000 s4): Next is enabled only when the step's requirement is met,
 * Back from step 2 on, Submit on Review. A failure shows the server's message, else the spec's
 * 'Failed to submit return request', in a red box.
 */
export function ReturnWizard({
  orderId,
  items,
  onSubmitted,
}: {
  orderId: string;
  items: ReturnableItem[];
  onSubmitted: () => void;
}) {
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<ReturnDraft>(emptyDraft);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const update = (patch: Partial<ReturnDraft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const last = step === RETURN_STEPS.length - 1;

  async function submit() {
    const { productId, quantity, reason, description, image } = draft;
    if (!productId || !reason || !image) return;
    setSubmitting(true);
    setError(null);
    try {
      await submitReturn({ orderId, productId, quantity, reason, description: description.trim(), image });
      onSubmitted();
    } catch (failure) {
      setError(getErrorMessage(failure, RETURN_FAILED));
      setSubmitting(false);
    }
  }

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stepper
        active={step}
        size="sm"
        mb="lg"
        allowNextStepsSelect={false}
        wrap={false}
        classNames={{ stepBody: classes.stepBody, separator: classes.separator }}
      >
        {RETURN_STEPS.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      <Text className={classes.now} fw={700} mb="md" data-testid="return-step-now">
        Step {step + 1} of {RETURN_STEPS.length}: {RETURN_STEPS[step]}
      </Text>
      {step === 0 ? (
        <ProductStep items={items} draft={draft} onChange={update} />
      ) : step === 1 ? (
        <ReasonStep value={draft.reason} onChange={(reason) => update({ reason })} />
      ) : step === 2 ? (
        <DetailsStep draft={draft} onChange={update} />
      ) : (
        <ReviewStep draft={draft} items={items} />
      )}
      {error ? (
        <Alert color="red" variant="light" role="alert" mt="md" data-testid="return-error">
          {error}
        </Alert>
      ) : null}
      <Group justify="space-between" mt="lg">
        {step > 0 ? (
          <Button variant="default" onClick={() => setStep(step - 1)} disabled={submitting}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button
          onClick={() => (last ? void submit() : setStep(step + 1))}
          disabled={!stepComplete(step, draft)}
          loading={submitting}
        >
          {last ? 'Submit' : 'Next'}
        </Button>
      </Group>
    </Paper>
  );
}
