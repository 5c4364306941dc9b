import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "./client";
import { NOTIFICATION_REFETCH_MS } from "@/lib/notifications/rules";
import type { NotificationList, NotificationPreferences, NotificationPreferencesUpdate } from "@/lib/notifications/schema";

export const notificationKeys = {
  list: () => ["/api/notifications"] as const,
  preferences: () => ["/api/account/notifications"] as const,
};

/**
 * The bell's list. Unlike the app's default (never refetch), this one is live: at most once a
 * minute, and when the window gets focus again.
 */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: () => apiJson<NotificationList>("GET", "/api/notifications"),
    refetchInterval: NOTIFICATION_REFETCH_MS,
    refetchOnWindowFocus: true,
    staleTime: NOTIFICATION_REFETCH_MS,
  });
}

export function useMarkNotificationsSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ seenAt: string }>("POST", "/api/notifications/seen"),
    onSuccess: ({ seenAt }) => {
      client.setQueryData<NotificationList>(
        notificationKeys.list(),
        (old) => old && { ...old, seenAt, unreadCount: 0, items: old.items.map((i) => ({ ...i, unread: false })) },
      );
    },
  });
}

export function useNotificationPreferences(initial: NotificationPreferences) {
  return useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: () => apiJson<NotificationPreferences>("GET", "/api/account/notifications"),
    initialData: initial,
  });
}

export function useUpdateNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferencesUpdate) => apiJson<NotificationPreferences>("PATCH", "/api/account/notifications", input),
    onSuccess: (saved) => client.setQueryData(notificationKeys.preferences(), saved),
  });
}
