import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ success: boolean; message: string }>('forget-password', {
        method: 'POST',
        body: { email },
      }),
  });
