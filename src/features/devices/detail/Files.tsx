// A machine's photos and certificates. Certificates are private uploads: their links reach only
// the owner and companies that asked about the machine (others see the names), and an upload is
// opened through privateFileUrl (it needs the member's token).
import type { SupplyDetail } from '../../../api/devices';
import { Img } from '../../../ui/Img';
import { privateFileUrl } from '../../../ui/upload';
import classes from './detail.module.css';

export function Photo({ d }: { d: SupplyDetail }) {
  return (
    <div className={classes.photo}>
      <Img
        src={d.images[0] ?? d.imageUrl}
        alt={`${d.brand}${d.typeName}照片`}
        width={400}
        height={300}
        fluid
        priority
      />
    </div>
  );
}

async function openPrivate(link: string) {
  const url = await privateFileUrl(link);
  window.open(url, '_blank', 'noopener');
}

export function Certificates({ d }: { d: SupplyDetail }) {
  if (d.certificates.length === 0) return null;
  return (
    <section className={classes.block} aria-labelledby="cert-title">
      <h2 id="cert-title">设备证照</h2>
      <ul className={classes.files}>
        {d.certificates.map((c) => (
          <li key={c.name}>
            {c.name}：
            {!c.link ? (
              <span>已上传，表达租用意向后可查看</span>
            ) : c.link.startsWith('/api/') ? (
              <button type="button" className={classes.linkish} onClick={() => void openPrivate(c.link)}>
                查看
              </button>
            ) : (
              <a href={c.link} target="_blank" rel="noopener noreferrer">
                查看
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
