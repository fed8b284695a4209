// blade-auth and blade-user: tenants, tokens (password and SMS grants), SMS codes, passwords,
// invitations. A member's company is its tenant; deptId is the company id as a string.
import { get, post, str, z } from './define';
import { password, phone, SMS_PURPOSES, smsCode } from './validation';

const tenantId = z.string().check(z.regex(/^\d{6}$/, { message: '租户编号应为 6 位数字' }));
const companyName = str(z.minLength(2), z.maxLength(60));

const tenant = z.object({ tenantId: z.string(), companyId: z.number(), companyName: z.string() });
export type Tenant = z.infer<typeof tenant>;

const tokenResult = z.object({
  accessToken: z.string(),
  tokenType: z.literal('bearer'),
  /** Seconds; the session lasts 7 days. */
  expiresIn: z.number(),
  userId: z.number(),
  /** For the login_username cookie: the nick name, else the masked phone. */
  username: z.string(),
  tenantId: z.string(),
  companyId: z.number(),
  deptId: z.string(),
});
export type TokenResult = z.infer<typeof tokenResult>;

/**
 * The user agreement the register form shows. A new text gets a new version: the server refuses a
 * consent to any other version, and stores the version and the time with the account.
 */
export const USER_AGREEMENT = { key: 'user', version: '2026-01' } as const;

export const auth = {
  tenantInfo: get('/api/blade-auth/tenant/info', z.object({ tenantId }), tenant, 'none'),
  /** The companies a phone belongs to, for the tenant chooser on the login page. */
  tenantListByPhone: get('/api/blade-auth/tenant/list-by-phone', z.object({ phone }), z.array(tenant), 'none'),
  tenantExist: post(
    '/api/blade-auth/tenant/exist',
    z.object({ companyName }),
    z.object({ exists: z.boolean() }),
    'none',
  ),
  tenantRegister: post(
    '/api/blade-auth/tenant/register',
    z.object({
      phone,
      code: smsCode,
      password,
      companyName,
      nickName: z.optional(str(z.maxLength(30))),
      inviteCode: z.optional(str(z.maxLength(32))),
      /** The version of the user agreement the member ticked (unticked, the form sends nothing). */
      agreementVersion: str(z.minLength(1), z.maxLength(16)),
    }),
    tokenResult,
    'none',
  ),
  /** Login. Without tenantId a member of several companies gets 400 asking to choose one. */
  token: post(
    '/api/blade-auth/oauth/token',
    z.object({
      grantType: z.enum(['password', 'sms_code']),
      tenantId: z.optional(tenantId),
      phone,
      password: z.optional(str(z.maxLength(64))),
      code: z.optional(smsCode),
    }),
    tokenResult,
    'none',
  ),
  logout: post('/api/blade-auth/oauth/logout', z.object({}), z.null(), 'member'),
  /** sendCode: phone, templateId (the purpose) and code (the picture captcha, finance only). */
  sendCode: post(
    '/api/blade-auth/sms/send-code',
    z.object({ phone, templateId: z.enum(SMS_PURPOSES), code: z.optional(str(z.maxLength(8))) }),
    z.null(),
    'none',
  ),
  /** Checks a code without using it up (wrong tries still count). */
  verifyCode: get(
    '/api/blade-auth/sms/verify',
    z.object({ phone, templateId: z.enum(SMS_PURPOSES), code: smsCode }),
    z.object({ valid: z.boolean() }),
    'none',
  ),
  /** Change one's own password; every session of the user is revoked. */
  updateSelfPassword: post(
    '/api/blade-user/user/update-self-password',
    z.object({ oldPassword: str(z.maxLength(64)), newPassword: password }),
    z.null(),
    'member',
  ),
  /** Forgotten password, by SMS code; every session of the user is revoked. */
  updatePassword: post(
    '/api/blade-user/user/update-password',
    z.object({ phone, code: smsCode, newPassword: password }),
    z.null(),
    'none',
  ),
  /** The company and inviter of an invitation code (a POST, as the spec's auth catalogue has it). */
  inviteInfo: post(
    '/api/blade-user/invite/info',
    z.object({ inviteCode: str(z.minLength(4), z.maxLength(32)) }),
    z.object({ companyName: z.string(), inviterName: z.string() }),
    'none',
  ),
};
