import type { ChangePasswordBody } from '@scrivania/core/account/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest<{ success: boolean; message: string }>('profile/changePasswords', {
        method: 'POST',
        body,
        auth: true,
      }),
  });
