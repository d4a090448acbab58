import type { LoginBody, LoginResponse } from '@scrivania/core/account/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const useLogin = () =>
  useMutation({
    mutationFn: (body: LoginBody) => apiRequest<LoginResponse>('login', { method: 'POST', body }),
  });
