// A certificate's photo on the review desk: a private upload, read with the reviewer's token (an
// <img src> cannot send it), shown as a thumbnail that opens the whole image in a new tab.
import { useEffect, useState } from 'react';
import type { CertToCheck } from '../../../api/labor-review';
import { privateFileUrl } from '../../../ui/upload';
import classes from '../common/labor.module.css';

type Photo = NonNullable<CertToCheck['photo']>;

async function openWhole(link: string) {
  const url = await privateFileUrl(link);
  window.open(url, '_blank', 'noopener');
}

/** The thumbnail's object URL (the whole file when there is no thumbnail), revoked when it goes. */
function useThumb(photo: Photo): { src?: string; failed: boolean } {
  const link = photo.thumbLink ?? photo.link;
  const [state, setState] = useState<{ src?: string; failed: boolean }>({ failed: false });
  useEffect(() => {
    const abort = new AbortController();
    let url: string | undefined;
    void privateFileUrl(link, abort.signal).then(
      (u) => {
        url = u;
        setState({ src: u, failed: false });
      },
      () => !abort.signal.aborted && setState({ failed: true }),
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [link]);
  return state;
}

export function CertPhoto({ photo, name }: { photo: Photo; name: string }) {
  const { src, failed } = useThumb(photo);
  return (
    <button
      type="button"
      className={classes.certPhoto}
      onClick={() => void openWhole(photo.link)}
      aria-label={`查看${name}证书照片原图`}
    >
      {src ? (
        <img src={src} alt={`${name}证书照片`} width={120} height={90} />
      ) : (
        <span>{failed ? '照片无法加载，点击重试' : '照片加载中…'}</span>
      )}
    </button>
  );
}
