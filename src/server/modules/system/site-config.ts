// Brand facts and other hosts, from config, for the header and footer.
import type { SiteConfig } from '../../../api/system';
import type { Config } from '../../config';

export function siteConfig(c: Config): SiteConfig {
  return {
    brandName: c.BRAND_NAME,
    slogan: c.BRAND_SLOGAN,
    hotline: c.HOTLINE,
    serviceHours: c.SERVICE_HOURS,
    recordLine: c.RECORD_LINE,
    licenceLine: c.LICENCE_LINE,
    copyright: `© ${new Date().getFullYear()} ${c.BRAND_NAME} 版权所有`,
    links: {
      userCenter: c.USER_CENTER_URL,
      messageCenter: c.MESSAGE_CENTER_URL,
      logoutHandler: c.LOGOUT_HANDLER_URL,
      erp: c.ERP_URL,
      newIndex: c.NEW_INDEX_URL,
      smartConstruction: c.SMART_CONSTRUCTION_URL,
    },
    qr: [
      { key: 'official', title: '官方公众号', imageUrl: '/media/qr/official.svg' },
      { key: 'service', title: '电商服务号', imageUrl: '/media/qr/service.svg' },
    ],
    cookieDomain: c.COOKIE_DOMAIN,
    logoVariant: c.LOGO_VARIANT,
  };
}
