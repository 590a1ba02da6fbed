import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { shopRoutes } from '../../../contract/api/shop-routes';
import { REGISTER_FIELD_ORDER, registerSchema } from '../../../contract/auth';
import { messages } from '../../../contract/messages';
import { paths } from '../../../contract/paths';
import { ApiError, answerMaybeLost } from '../../api/api-error';
import { callShop } from '../../api/call';
import { storeCustomerToken } from '../../api/tokens';
import { saveSessionUser } from '../../data/session';
import { firstFormError } from '../../lib/first-form-error';
import { getErrorMessage } from '../../lib/get-error-message';
import { requestPersistentStorage } from '../../lib/request-persistent-storage';
import { returnPathOf } from '../../lib/return-path';
import { signIn } from './sign-in';

export const SIGN_UP_FAILED = 'Registration failed. Please try again.';
const resolve = schemaResolver(registerSchema, { sync: true });

export type SignUpValues = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  /** Shown checked; the spec does not check it before submit. */
  acceptTerms: boolean;
};

/** Emails whose sign-up got no answer on this page: the shop may have made their accounts. */
const answerLost = new Set<string>();

/**
 * A sign-up that failed: when its answer may have been lost the account may have been made, and
 * a second tap would be told the email is taken; either way the shopper is signed in with what
 * they typed, which succeeds only if the account is there with that password
 * (docs/decisions/313). Any other failure, or a sign-in that fails too, throws the sign-up's error.
 */
async function signInAfterLostAnswer(login: { email: string; password: string }, error: unknown): Promise<void> {
  const lost = answerMaybeLost(error);
  const takenAfterLost = error instanceof ApiError && error.status === 409 && answerLost.has(login.email);
  if (!lost && !takenAfterLost) throw error;
  answerLost.add(login.email);
  try {
    await signIn({ login: login.email, password: login.password, remember: true });
  } catch {
    throw error;
  }
  answerLost.delete(login.email);
}

/**
 * POST /api/auth/register (201 with a token), then signed in like a login. A taken email without
 * a lost answer before it is refused as the spec says.
 */
export async function signUp(values: SignUpValues): Promise<void> {
  const { acceptTerms: _shownOnly, ...fields } = values;
  const body = registerSchema.parse(fields);
  const answer = await callShop(shopRoutes.auth.register, { body }).catch(async (error: unknown) => {
    await signInAfterLostAnswer(body, error);
    return null;
  });
  if (!answer) return;
  const { accessToken, user } = answer;
  if (!accessToken) throw new ApiError({ message: messages.invalidResponse, status: 201, kind: 'invalid-response' });
  storeCustomerToken(accessToken, true);
  await saveSessionUser(user);
  void requestPersistentStorage();
}

/** The sign-up form: fields checked in the spec's order, the first failure shown on its field. */
export function useSignUpForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignUpValues>({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', email: '', phoneNumber: '', password: '', acceptTerms: true },
    validate: ({ acceptTerms: _shownOnly, ...fields }) => firstFormError(resolve(fields), REGISTER_FIELD_ORDER),
  });

  const onSubmit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await signUp(values);
      // A new shopper who came from 'add to bag' returns to that product too (docs/decisions/229).
      const returnTo = returnPathOf(location.state);
      if (returnTo) navigate(returnTo, { replace: true });
      else navigate(paths.home.to());
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(firstFormError(error.fieldErrors, REGISTER_FIELD_ORDER));
      setFailure(getErrorMessage(error, SIGN_UP_FAILED));
      setSubmitting(false);
    }
  });

  return { form, submitting, failure, onSubmit };
}
