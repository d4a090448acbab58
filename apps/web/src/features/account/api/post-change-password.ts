import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: { new_password: string; confirm_password: string }) =>
      apiRequest<{ success: boolean; message: string }>('profile/changePasswords', {
        method: 'POST',
        body,
        auth: true,
      }),
  });
