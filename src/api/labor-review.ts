// Labour review desk (platform reviewers only; anyone else gets 403): job posts held for their
// fee words (approve: published with the warning; reject: with the reason, the poster may edit
// and resubmit) and 特种作业 certificates to check against the official lookup (已核验 / 核验不符).
// Every decision tells the other side.
import { get, id, post, text, z } from './define';
import { CERT_STATES } from './labor-trades';

const heldPost = z.object({
  id: z.number(),
  title: z.string(),
  employer: z.string(),
  feeWords: z.array(z.string()),
  benefits: z.string(),
  requirements: z.string(),
  description: z.string(),
  /** ISO instant of the last save (held since). */
  heldAt: z.string(),
  /** The reviewer's own post: shown, not decided (no one reviews their own). */
  own: z.boolean(),
});
export type HeldPost = z.infer<typeof heldPost>;

const certToCheck = z.object({
  id: z.number(),
  workerId: z.number(),
  /** The holder's full name and the whole number, as the official lookup asks for them. */
  holder: z.string(),
  typeName: z.string(),
  number: z.string(),
  issuer: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  /** The certificate photo (a private upload a reviewer reads while the certificate is on the desk); its thumbnail when an image. */
  photo: z.nullable(z.object({ link: z.string(), thumbLink: z.nullable(z.string()) })),
});
export type CertToCheck = z.infer<typeof certToCheck>;

const desk = z.object({
  held: z.array(heldPost),
  certs: z.array(certToCheck),
  heldTotal: z.number(),
  certTotal: z.number(),
});
export type ReviewDesk = z.infer<typeof desk>;

export const decideForm = z.object({ jobId: id, approve: z.boolean(), reason: text(200) }).check(
  z.refine((f) => f.approve || (f.reason ?? '').trim().length >= 2, {
    message: '驳回时请填写原因（至少 2 个字）',
    path: ['reason'],
  }),
);
export const certCheckForm = z.object({ certId: id, verified: z.boolean() });

const P = '/api/labor-service/review';
export const laborReview = {
  /** Whether the member is a labour reviewer (the desk link). */
  role: get(`${P}/role`, z.object({}), z.object({ reviewer: z.boolean() }), 'member'),
  desk: get(`${P}/desk`, z.object({}), desk, 'member'),
  decide: post(
    `${P}/decide`,
    decideForm,
    z.object({ jobId: z.number(), state: z.string(), stateName: z.string() }),
    'active',
  ),
  checkCert: post(
    `${P}/cert`,
    certCheckForm,
    z.object({ certId: z.number(), state: z.enum(Object.keys(CERT_STATES) as [keyof typeof CERT_STATES]) }),
    'active',
  ),
};
