import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { shopRoutes } from '../../../contract/api/shop-routes';
import { loginSchema } from '../../../contract/auth';
import { messages } from '../../../contract/messages';
import { paths } from '../../../contract/paths';
import { ApiError } from '../../api/api-error';
import { callShop } from '../../api/call';
import { storeCustomerToken } from '../../api/tokens';
import { saveSessionUser } from '../../data/session';
import { firstFormError } from '../../lib/first-form-error';
import { getErrorMessage } from '../../lib/get-error-message';
import { requestPersistentStorage } from '../../lib/request-persistent-storage';
import { returnPathOf } from '../../lib/return-path';
import { triggerSync } from '../../sync/sync-if-possible';

export const SIGN_IN_FAILED = 'Login failed. Please check your credentials and try again.';
const FIELD_ORDER = ['login', 'password'] as const;
const resolve = schemaResolver(loginSchema, { sync: true });

export type SignInValues = { login: string; password: string; remember: boolean };

/** POST /api/auth/login, then the token is stored and the user mirrored for the top bar. */
export async function signIn({ login, password, remember }: SignInValues): Promise<void> {
  const body = loginSchema.parse({ login, password });
  const { accessToken, user } = await callShop(shopRoutes.auth.login, { body });
  if (!accessToken) throw new ApiError({ message: messages.invalidResponse, status: 200, kind: 'invalid-response' });
  storeCustomerToken(accessToken, remember);
  await saveSessionUser(user);
  // Bag changes kept after a 401 (session expired) go out now, with the new token.
  triggerSync();
  void requestPersistentStorage();
}

/** The sign-in form: first failing field only (spec order), 'Loading...' while sending. */
export function useSignInForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignInValues>({
    mode: 'controlled',
    initialValues: { login: '', password: '', remember: true },
    validate: (values) => firstFormError(resolve({ login: values.login, password: values.password }), FIELD_ORDER),
  });

  const onSubmit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await signIn(values);
      // Back to the page that asked for sign-in ('add to bag' on a product), else home
      // (docs/decisions/229); the /login entry is replaced so Back does not show the form again.
      const returnTo = returnPathOf(location.state);
      if (returnTo) navigate(returnTo, { replace: true });
      else navigate(paths.home.to());
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      setFailure(getErrorMessage(error, SIGN_IN_FAILED));
      setSubmitting(false);
    }
  });

  return { form, submitting, failure, onSubmit };
}
