import { adminErrorReportFilter, adminErrorReportPage } from '@doco/contracts';
import type { GatewayDeps } from '../../deps.ts';
import type { ZodApp } from '../../plugins/zod.ts';
import { createErrorReportsRepository } from '../error-reports/repository.ts';

const PAGE_SIZE = 25;

/** The 'Reported errors' tab (issue 26): what buyers said looks wrong, newest first. Inside the admin guard. */
export function reportedErrorsRoutes(app: ZodApp, deps: GatewayDeps) {
  app.get('/api/admin/error-reports', { schema: { querystring: adminErrorReportFilter, response: { 200: adminErrorReportPage } } }, async (request) => {
    const { page } = request.query;
    const { reports, total } = await createErrorReportsRepository(deps.db).list(page, PAGE_SIZE);
    return { reports, total, page, pageSize: PAGE_SIZE };
  });
}
