import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { adminPaths } from '../../../contract/admin-paths';
import { adminAuthApi } from '../../../contract/api/admin-auth';
import { adminLoginSchema } from '../../../contract/auth';
import { messages } from '../../../contract/messages';
import { ApiError } from '../../api/api-error';
import { callAdmin } from '../../api/call';
import { storeAdminToken } from '../../api/tokens';
import { getErrorMessage } from '../../lib/get-error-message';

export const ADMIN_LOGIN_FAILED = 'Login failed. Please check your credentials.';

/** POST /api/admin/login; stores data.AdminAccessToken (spec 001 sections 5, 8). */
export async function adminLogin(values: { email: string; password: string }): Promise<void> {
  const body = adminLoginSchema.parse(values);
  const data = await callAdmin(adminAuthApi.login, { body });
  if (!data.AdminAccessToken)
    throw new ApiError({ message: messages.invalidResponse, status: 200, kind: 'invalid-response', fromServer: true });
  storeAdminToken(data.AdminAccessToken);
}

export function useAdminLoginForm() {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(adminLoginSchema, { sync: true }),
  });
  const onSubmit = form.onSubmit(async (values) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await adminLogin(values);
      navigate(adminPaths.dashboard.to());
    } catch (error) {
      setFailure(getErrorMessage(error, ADMIN_LOGIN_FAILED));
      setSubmitting(false);
    }
  });
  return { form, submitting, failure, onSubmit };
}
