// The certificates of a worker card: type, number (checked against the type, province and year
// on the server), issuing province, issue and expiry days, and the photo as a private upload.
import '../../../ui/mantine-components';
import { NativeSelect, TextInput } from '@mantine/core';
import { CERT_TYPES, PROVINCE_ABBR } from '../../../api/labor-trades';
import type { Region } from '../../../api/system';
import { FileUpload } from '../../../ui/upload';
import { draftInputs } from '../../../ui/form';
import { Repeated } from './labor-form';
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

/** The provinces as a select's options under a first, empty one. */
export const provinceOptions = (provinces: Region[] | undefined, empty: string) => [
  { value: '', label: empty },
  ...(provinces ?? []).map((r) => ({ value: r.code, label: r.name })),
];
const TYPE_OPTIONS = CERT_TYPES.map((t) => ({ value: t.code, label: t.name }));

interface Props {
  certs: CertValue[];
  provinces: Region[];
  errorOf: (path: string) => string | undefined;
  onChange: (certs: CertValue[]) => void;
}

export function CertFields({ certs, provinces, errorOf, onChange }: Props) {
  return (
    <fieldset className={classes.fieldset}>
      <legend>特种作业证书（选填）</legend>
      <Repeated items={certs} onChange={onChange} max={5} noun="证书" blank={emptyCert}>
        {(c, patch, i) => {
          const field = draftInputs(c, patch, errorOf, `certificates.${i}.`);
          return (
            <>
              <NativeSelect label="证书类型" data={TYPE_OPTIONS} {...field('typeCode')} />
              <NativeSelect label="发证省份" data={provinceOptions(provinces, '请选择')} {...field('provinceCode')} />
              <TextInput
                label="证书编号"
                maxLength={20}
                description={`如 ${PROVINCE_ABBR[c.provinceCode.slice(0, 2)] ?? '苏'}A${c.typeCode}2020000123`}
                {...field('number')}
                onChange={(e) => patch({ number: e.currentTarget.value.trim().toUpperCase() })}
              />
              <TextInput label="发证日期" type="date" {...field('issuedAt')} />
              <TextInput label="有效期至" type="date" {...field('expiresAt')} />
              <FileUpload
                label="证书照片（仅自己和平台审核人员可见）"
                visibility="private"
                maxFiles={1}
                onChange={(files) => patch({ photoId: files[0]?.attachId ?? null })}
              />
            </>
          );
        }}
      </Repeated>
    </fieldset>
  );
}
