// rs-member-service/address, the address module: the member's delivery addresses for the company
// they act for (at most 20, one default).
import { get, id, place, post, str, z } from './define';
import { phone, regionCode } from './validation';

/** The shared address form (client form validation and the server use the same rules). */
export const addressForm = z.object({
  /** Absent: a new address. */
  id: z.optional(id),
  consignee: str(z.trim(), z.minLength(1, { message: '请输入收货人' }), z.maxLength(20)),
  phone,
  provinceCode: regionCode,
  cityCode: regionCode,
  /** '' only for a city without districts. */
  districtCode: z._default(z.union([regionCode, z.literal('')]), ''),
  detail: str(z.trim(), z.minLength(2, { message: '请输入详细地址' }), z.maxLength(100)),
  isDefault: z._default(z.boolean(), false),
});
export type AddressForm = z.input<typeof addressForm>;

const addressData = z.object({
  id: z.number(),
  consignee: z.string(),
  phone: z.string(),
  ...place,
  detail: z.string(),
  /** Province, city, district and detail in one line. */
  fullAddress: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressData>;

export const addressBook = {
  list: get('/api/rs-member-service/address/list', z.object({}), z.array(addressData), 'member'),
  save: post('/api/rs-member-service/address/save', addressForm, addressData, 'member'),
  delete: post('/api/rs-member-service/address/delete', z.object({ id }), z.object({ id: z.number() }), 'member'),
  setDefault: post('/api/rs-member-service/address/set-default', z.object({ id }), addressData, 'member'),
};
