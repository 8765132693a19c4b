import {
  adminActivityPage,
  adminAnalysisList,
  adminAnalytics,
  adminContactPage,
  adminErrorReportPage,
  adminLoginResponse,
  adminPaymentPage,
  adminStats,
  adminSystem,
  adminUserList,
  adminUserPage,
  type AdminActionRequest,
} from '@doco/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';

// The admin portal's calls (spec-accounts-admin §7 and the tabs beyond it). One key per resource.
export const ADMIN_KEYS = {
  stats: ['/api/admin/dashboard/stats'] as const,
  recentUsers: ['/api/admin/users/recent'] as const,
  /** Every page of every user search: refresh by prefix after an action. */
  allUsers: ['/api/admin/users'] as const,
  users: (query: string, page: number) => ['/api/admin/users', query, page] as const,
  recentAnalyses: ['/api/admin/analyses/recent'] as const,
  analytics: ['/api/admin/analytics'] as const,
  allPayments: ['/api/admin/payments'] as const,
  payments: (status: string, page: number) => ['/api/admin/payments', status, page] as const,
  allContacts: ['/api/admin/contacts'] as const,
  contacts: (status: string) => ['/api/admin/contacts', status] as const,
  system: ['/api/admin/system'] as const,
  activity: ['/api/admin/activity'] as const,
  errorReports: (page: number) => ['/api/admin/error-reports', page] as const,
};

const message = z.object({ message: z.string() });
const get = <T,>(url: string, schema: z.ZodType<T>) => async () => schema.parse(await apiJson('GET', url));
const noRetry = { retry: false } as const;

export const useAdminStats = () => useQuery({ queryKey: ADMIN_KEYS.stats, queryFn: get('/api/admin/dashboard/stats', adminStats), ...noRetry });
export const useRecentUsers = () => useQuery({ queryKey: ADMIN_KEYS.recentUsers, queryFn: get('/api/admin/users/recent', adminUserList), ...noRetry });
export const useRecentAnalyses = () => useQuery({ queryKey: ADMIN_KEYS.recentAnalyses, queryFn: get('/api/admin/analyses/recent', adminAnalysisList), ...noRetry });
export const useAdminAnalytics = () => useQuery({ queryKey: ADMIN_KEYS.analytics, queryFn: get('/api/admin/analytics', adminAnalytics), ...noRetry });
export const useAdminSystem = () =>
  useQuery({ queryKey: ADMIN_KEYS.system, queryFn: get('/api/admin/system', adminSystem), refetchInterval: 15_000, ...noRetry });
export const useAdminActivity = () => useQuery({ queryKey: ADMIN_KEYS.activity, queryFn: get('/api/admin/activity', adminActivityPage), ...noRetry });

export function useUserSearch(query: string, page: number) {
  const params = new URLSearchParams({ query, page: String(page) });
  return useQuery({ queryKey: ADMIN_KEYS.users(query, page), queryFn: get(`/api/admin/users?${params}`, adminUserPage), ...noRetry });
}
export function useAdminPayments(status: string, page: number) {
  const params = new URLSearchParams({ page: String(page), ...(status ? { status } : {}) });
  return useQuery({ queryKey: ADMIN_KEYS.payments(status, page), queryFn: get(`/api/admin/payments?${params}`, adminPaymentPage), ...noRetry });
}
export function useAdminContacts(status: string) {
  const params = new URLSearchParams(status ? { status } : {});
  return useQuery({ queryKey: ADMIN_KEYS.contacts(status), queryFn: get(`/api/admin/contacts?${params}`, adminContactPage), ...noRetry });
}

/** 'Reported errors' (issue 26): what buyers said looks wrong, newest first. */
export const useAdminErrorReports = (page: number) =>
  useQuery({ queryKey: ADMIN_KEYS.errorReports(page), queryFn: get(`/api/admin/error-reports?page=${page}`, adminErrorReportPage), ...noRetry });

export function useAdminLogin() {
  return useMutation({ mutationFn: async (body: { email: string; password: string }) => adminLoginResponse.parse(await apiJson('POST', '/api/admin/login', body)) });
}
export const adminLogout = () => apiJson('POST', '/api/admin/logout', {});
export function useAdminChangePassword() {
  return useMutation({
    mutationFn: async (body: { currentPassword: string; newPassword: string }) => message.parse(await apiJson('POST', '/api/admin/change-password', body)),
  });
}

/** Runs an action on a user, then refreshes what shows users and figures. */
export function useUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, body }: { userId: string; body: AdminActionRequest }) =>
      message.parse(await apiJson('POST', `/api/admin/users/${encodeURIComponent(userId)}/action`, body)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ADMIN_KEYS.recentUsers }),
        client.invalidateQueries({ queryKey: ADMIN_KEYS.allUsers }),
        client.invalidateQueries({ queryKey: ADMIN_KEYS.stats }),
      ]),
  });
}

export function useRefundPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (paymentId: string) => message.parse(await apiJson('POST', `/api/admin/payments/${encodeURIComponent(paymentId)}/refund`, {})),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ADMIN_KEYS.allPayments }), client.invalidateQueries({ queryKey: ADMIN_KEYS.stats })]),
  });
}

export function useContactUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reply, status }: { id: string; reply?: string; status?: string }) =>
      reply
        ? message.parse(await apiJson('POST', `/api/admin/contacts/${encodeURIComponent(id)}/reply`, { message: reply }))
        : await apiJson('POST', `/api/admin/contacts/${encodeURIComponent(id)}`, { status }),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_KEYS.allContacts }),
  });
}

export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (job: { queue: 'analysis' | 'email'; id: string }) => message.parse(await apiJson('POST', '/api/admin/system/retry', job)),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_KEYS.system }),
  });
}
