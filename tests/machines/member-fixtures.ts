// Member data for the machine tests: one member of two companies (1001 and 1002), its token, and
// the login probes of each login-sync branch.
import type { TokenResult, Tenant } from '../../src/api/auth';
import type { Business, UserInfo } from '../../src/api/member';
import type { StoredParams } from '../../src/client/storage';
import type { LoginProbe } from '../../machines/session-rules';

export const PHONE = '13800138000';

export const params: StoredParams = {
  isLogin: true,
  chooseIdx: 0,
  choseCom: '1001',
  companyOrgCode: '91310000MA1',
  identity: '1',
  userstatus: '1',
  chooseTenantId: '000001',
};

export const userInfo: UserInfo = {
  userId: 7,
  companyId: 1001,
  deptId: '1001',
  tenantId: '000001',
  companyName: '华东建材有限公司',
  nickName: '张三',
  identity: '1',
  status: '1',
  companyOrgCode: '91310000MA1',
  phone: '138****8000',
};

export const companies: Business[] = [
  {
    companyId: 1001,
    deptId: '1001',
    tenantId: '000001',
    companyName: '华东建材有限公司',
    identity: '1',
    status: '1',
    companyOrgCode: '91310000MA1',
  },
  {
    companyId: 1002,
    deptId: '1002',
    tenantId: '000002',
    companyName: '江南钢构有限公司',
    identity: '2',
    status: '1',
    companyOrgCode: '91320000MA2',
  },
];

export const tenants: Tenant[] = companies.map((c) => ({
  tenantId: c.tenantId,
  companyId: c.companyId,
  companyName: c.companyName,
}));

export const tokenResult: TokenResult = {
  accessToken: 'tok-1',
  tokenType: 'bearer',
  expiresIn: 604_800,
  userId: 7,
  username: '张三',
  tenantId: '000001',
  companyId: 1001,
  deptId: '1001',
};

const cookies = { token: 'tok-1', deptId: '1001', username: '张三' };

export const probes = {
  synced: { ...cookies, params, path: '/home', search: '' },
  cookiesOnly: { ...cookies, params: null, path: '/mall', search: '?page=2' },
  deptMismatch: { ...cookies, deptId: '1002', params, path: '/home', search: '' },
  paramsOnly: { params, path: '/home', search: '' },
  none: { params: null, path: '/home', search: '' },
  handleLogout: { ...cookies, params, path: '/home', search: '?handleLogout=1' },
} satisfies Record<string, LoginProbe>;
