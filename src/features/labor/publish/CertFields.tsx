// The certificates of a worker card: type, number (checked against the type, province and year
// on the server), issuing province, issue and expiry days, and the photo as a private upload.
import { CERT_TYPES, PROVINCE_ABBR } from '../../../api/labor-trades';
import type { Region } from '../../../api/system';
import { FileUpload } from '../../../ui/upload';
import { Field, type Errors } from './form-kit';
import classes from '../common/labor.module.css';

export interface CertValue {
  typeCode: string;
  number: string;
  provinceCode: string;
  issuedAt: string;
  expiresAt: string;
  photoId: string | null;
}
export const emptyCert = (): CertValue => ({
  typeCode: '01',
  number: '',
  provinceCode: '',
  issuedAt: '',
  expiresAt: '',
  photoId: null,
});

interface Props {
  certs: CertValue[];
  provinces: Region[];
  errors: Errors;
  onChange: (certs: CertValue[]) => void;
}

export function CertFields({ certs, provinces, errors, onChange }: Props) {
  const patch = (i: number, p: Partial<CertValue>) => onChange(certs.map((c, k) => (k === i ? { ...c, ...p } : c)));
  return (
    <fieldset className={classes.fieldset}>
      <legend>特种作业证书（选填）</legend>
      {certs.map((c, i) => (
        <div key={i} className={classes.formGrid} role="group" aria-label={`证书 ${i + 1}`}>
          <Field label="证书类型" path={`certificates.${i}.typeCode`} errors={errors}>
            {(p) => (
              <select {...p} value={c.typeCode} onChange={(e) => patch(i, { typeCode: e.currentTarget.value })}>
                {CERT_TYPES.map((t) => (
                  <option key={t.code} value={t.code}>
                    {t.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="发证省份" path={`certificates.${i}.provinceCode`} errors={errors}>
            {(p) => (
              <select {...p} value={c.provinceCode} onChange={(e) => patch(i, { provinceCode: e.currentTarget.value })}>
                <option value="">请选择</option>
                {provinces.map((r) => (
                  <option key={r.code} value={r.code}>
                    {r.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="证书编号"
            path={`certificates.${i}.number`}
            errors={errors}
            hint={`如 ${PROVINCE_ABBR[c.provinceCode.slice(0, 2)] ?? '苏'}A${c.typeCode}2020000123`}
          >
            {(p) => (
              <input
                {...p}
                maxLength={20}
                value={c.number}
                onChange={(e) => patch(i, { number: e.currentTarget.value.trim().toUpperCase() })}
              />
            )}
          </Field>
          <Field label="发证日期" path={`certificates.${i}.issuedAt`} errors={errors}>
            {(p) => (
              <input
                {...p}
                type="date"
                value={c.issuedAt}
                onChange={(e) => patch(i, { issuedAt: e.currentTarget.value })}
              />
            )}
          </Field>
          <Field label="有效期至" path={`certificates.${i}.expiresAt`} errors={errors}>
            {(p) => (
              <input
                {...p}
                type="date"
                value={c.expiresAt}
                onChange={(e) => patch(i, { expiresAt: e.currentTarget.value })}
              />
            )}
          </Field>
          <FileUpload
            label="证书照片（仅自己和平台审核人员可见）"
            visibility="private"
            maxFiles={1}
            onChange={(files) => patch(i, { photoId: files[0]?.attachId ?? null })}
          />
          <button type="button" className={classes.ghost} onClick={() => onChange(certs.filter((_, k) => k !== i))}>
            删除此证书
          </button>
        </div>
      ))}
      {certs.length < 5 && (
        <button type="button" className={classes.ghost} onClick={() => onChange([...certs, emptyCert()])}>
          添加证书
        </button>
      )}
    </fieldset>
  );
}
