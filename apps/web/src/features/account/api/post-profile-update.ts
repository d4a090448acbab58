import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/session.ts';

/** POST profile/update as multipart: every field plus the avatar and cover files when chosen. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiRequest<{ success: boolean; message: string }>('profile/update', {
        method: 'POST',
        body: form,
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
