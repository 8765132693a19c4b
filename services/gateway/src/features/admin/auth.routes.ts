import { adminChangePasswordRequest, adminLoginRequest, adminLoginResponse, messageResponse } from '@doco/contracts';
import type { ZodApp } from '../../plugins/zod.ts';
import { AppError } from '../../errors.ts';
import { limitBy } from '../../plugins/rate-limit.ts';
import { attemptSignIn } from '../auth/sign-in-attempt.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { SignInFailures } from '../auth/sign-in-failures.ts';
import type { AdminSessions } from './admin-sessions.ts';
import type { AdminsRepository } from './admins.repository.ts';
import { writeAudit } from './audit.ts';
import { currentAdmin } from './require-admin.ts';
import type { Kysely } from 'kysely';
import type { Database } from '@doco/db';

const invalid = () => new AppError(401, 'Invalid email or password', 'invalid_credentials');

export interface AdminAuthContext {
  db: Kysely<Database>;
  admins: AdminsRepository;
  sessions: AdminSessions;
  failures: SignInFailures;
}

/** POST /api/admin/login: public, rate-limited, counted per email and address like the user sign-in. */
export function adminLoginRoute(app: ZodApp, { db, admins, sessions, failures }: AdminAuthContext) {
  app.post(
    '/api/admin/login',
    {
      schema: { body: adminLoginRequest, response: { 200: adminLoginResponse } },
      preHandler: limitBy(app, [{ name: 'admin-login:ip', max: 100, windowMs: 15 * 60_000, key: (request) => request.ip }]),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const admin = await admins.findByEmail(email);
      const devices = app.deviceCookies;
      await attemptSignIn({
        failures,
        key: `admin:${email}`,
        ip: request.ip,
        reply,
        verify: async () =>
          admin ? (await verifyPassword(admin.hashedPassword, password)) && admin.isActive : (await burnPasswordCheck(password), false),
        knownDevice: () => !!admin && devices.knows(request, `admin:${admin.id}`, admin.sessionsValidAfter),
        invalid,
      });
      if (!admin) throw invalid();
      devices.remember(request, reply, `admin:${admin.id}`);
      const now = new Date();
      await sessions.start(reply, admin, now.getTime());
      await admins.touchLogin(admin.id, now);
      await writeAudit(db, request, { adminId: admin.id, action: 'login', target: admin.id });
      return {
        message: 'Login successful',
        admin: { id: admin.id, email: admin.email, firstName: admin.firstName, lastName: admin.lastName, role: admin.role },
      };
    },
  );

}

/** POST /api/admin/logout and /change-password, behind the admin session. */
export function adminSessionRoutes(guarded: ZodApp, { db, admins, sessions }: AdminAuthContext) {
  guarded.post('/api/admin/logout', { schema: { response: { 200: messageResponse } } }, async (request, reply) => {
    await writeAudit(db, request, { adminId: currentAdmin(request).id, action: 'logout' });
    await sessions.end(request, reply);
    return { message: 'Logged out' };
  });

  guarded.post('/api/admin/change-password', { schema: { body: adminChangePasswordRequest, response: { 200: messageResponse } } }, async (request) => {
    const admin = currentAdmin(request);
    if (!(await verifyPassword(admin.hashedPassword, request.body.currentPassword))) {
      throw new AppError(400, 'Current password is incorrect', 'wrong_password');
    }
    const sessionsValidAfter = new Date();
    await admins.setPassword(admin.id, await hashPassword(request.body.newPassword), sessionsValidAfter);
    // Other sessions of this admin end; this one carries on, counted as issued after the change.
    const sid = request.adminSid ?? undefined;
    await sessions.endAllOf(admin.id, sid);
    if (sid) await sessions.reissue(sid, sessionsValidAfter);
    await writeAudit(db, request, { adminId: admin.id, action: 'change_password', target: admin.id });
    return { message: 'Your admin password has been updated successfully' };
  });
}
