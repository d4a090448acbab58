import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const useResetPassword = (token: string) =>
  useMutation({
    mutationFn: (body: { password: string; password_confirmation: string }) =>
      apiRequest<{ success: boolean; message: string }>(
        `reset-passwords?token=${encodeURIComponent(token)}`,
        {
          method: 'POST',
          body,
        },
      ),
  });
