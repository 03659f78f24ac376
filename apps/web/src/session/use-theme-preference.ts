import { preferencesSchema, type Preferences, type ThemeMode } from '@app/domain/core/preferences';
import { useColorScheme } from '@mui/material/styles';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api/api-client.ts';
import { useRealtimeSocket } from '../engine/record-presence.tsx';

const PATH = '/auth/admins/me/preferences';

export const preferencesQuery = queryOptions({
  queryKey: ['preferences'],
  queryFn: ({ signal }) => api<Preferences>(PATH, { signal }).then((r) => r.data),
  // Read once per session: this device changes it through `choose` below, the others through the admin's socket.
  staleTime: Infinity,
});

/** The listener of the admin's socket: a choice made on another device becomes the server's copy, which the theme follows. */
export function hearPreferences(queryClient: QueryClient) {
  return (event: unknown) => {
    const heard = preferencesSchema.safeParse(event);
    if (heard.success) queryClient.setQueryData(preferencesQuery.queryKey, heard.data);
  };
}

/**
 * The colour theme kept on the server for the signed-in admin. MUI keeps the mode on this device so that a reload
 * paints in it at once; the server's copy takes over when it arrives (a sign-in on a new device, a choice made elsewhere).
 */
export function useThemePreference() {
  const { mode, setMode } = useColorScheme();
  const queryClient = useQueryClient();
  const socket = useRealtimeSocket();
  const { data } = useQuery(preferencesQuery);
  const theme = data?.theme;

  useEffect(() => {
    if (theme) setMode(theme);
  }, [theme, setMode]);

  useEffect(() => {
    if (!socket) return undefined;
    const heard = hearPreferences(queryClient);
    socket.on('preferences', heard);
    return () => {
      socket.off('preferences', heard);
    };
  }, [socket, queryClient]);

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
