// Field rules shared by forms (client) and the server: one definition, one message.
import { z } from './define';

/** Spec 5: 11-digit mainland mobile, optional leading 0, then 1, second digit 3-8. */
export const PHONE_RE = /^0?1[3-8]\d{9}$/;
export const PHONE_MSG = '请输入正确的11位手机号';
export const phone = z.string().check(z.regex(PHONE_RE, { message: PHONE_MSG }));

/** A 6-digit administrative division code (province, city or district). */
export const regionCode = z.string().check(z.regex(/^\d{6}$/, { message: '请选择{label}' }));

/** Not in the spec: 8-20 characters with at least one letter and one digit. */
export const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/;
export const PASSWORD_MSG = '密码须为 8-20 位，且同时包含字母和数字';
export const password = z.string().check(z.regex(PASSWORD_RE, { message: PASSWORD_MSG }));

export const SMS_CODE_RE = /^\d{6}$/;
export const SMS_CODE_MSG = '请输入 6 位短信验证码';
export const smsCode = z.string().check(z.regex(SMS_CODE_RE, { message: SMS_CODE_MSG }));

/** What an SMS code is for; a code sent for one purpose never works for another. */
export const SMS_PURPOSES = ['login', 'register', 'forget', 'finance'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
