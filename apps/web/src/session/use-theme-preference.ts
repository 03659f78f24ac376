import type { Preferences, ThemeMode } from '@app/domain/core/preferences';
import { useColorScheme } from '@mui/material/styles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api/api-client.ts';

const PATH = '/auth/admins/me/preferences';

export const preferencesQuery = queryOptions({
  queryKey: ['preferences'],
  queryFn: ({ signal }) => api<Preferences>(PATH, { signal }).then((r) => r.data),
  // Read once per session: only this admin changes it, through `choose` below.
  staleTime: Infinity,
});

/**
 * The colour theme kept on the server for the signed-in admin. MUI keeps the mode on this device so that a reload
 * paints in it at once; the server's copy takes over when it arrives (a sign-in on a new device, a choice made elsewhere).
 */
export function useThemePreference() {
  const { mode, setMode } = useColorScheme();
  const queryClient = useQueryClient();
  const { data } = useQuery(preferencesQuery);
  const theme = data?.theme;

  useEffect(() => {
    if (theme) setMode(theme);
  }, [theme, setMode]);

  const save = useMutation({
    mutationFn: (next: ThemeMode) => api<Preferences>(PATH, { method: 'PUT', body: { theme: next } }),
    onMutate: (next) => {
      setMode(next);
      queryClient.setQueryData(preferencesQuery.queryKey, { theme: next });
    },
    // A choice the server did not keep is undone: the theme shown is always the one that follows the admin.
    onError: () => queryClient.invalidateQueries(preferencesQuery),
  });

  return { mode: mode ?? theme, choose: (next: ThemeMode) => save.mutate(next) };
}
