// The supplier onboarding page (企业信息 → 供应商认证): a member's company applies for the supplier
// identity, follows its review and corrects a refused application. The 审核员's side is the
// operators' console (docs/sections/onboarding.md).
import { route } from '../../route-kit';

export const onboardingRoutes = {
  supplierCert: route({
    path: '/company/supplier-cert',
    page: 'features/onboarding/SupplierCertPage',
    flows: ['onboardingApply'],
    title: '供应商认证',
    description:
      '企业申请供应商认证：上传营业执照，填写统一社会信用代码、法定代表人、经营范围与服务区域，审核通过后即可报价、投标与发布供应。',
    notices: { supplierCert: '查看认证' },
    noindex: true,
  }),
};
