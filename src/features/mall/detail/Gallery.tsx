// The goods pictures: one large, the others as thumbnails to pick (buttons, so keyboard works).
import { useState } from 'react';
import { Img } from '../../../ui/Img';
import classes from './detail.module.css';

export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const list = images.length ? images : [''];
  const current = list[Math.min(index, list.length - 1)];
  return (
    <div className={classes.gallery}>
      <div className={classes.mainImage}>
        <Img src={current} alt={`${name} 图片 ${index + 1}`} width={420} height={420} fluid fit="contain" priority />
      </div>
      {list.length > 1 && (
        <div className={classes.thumbs} role="group" aria-label="商品图片">
          {list.map((src, i) => (
            <button
              key={`${src}-${i}`}
              type="button"
              aria-label={`查看第 ${i + 1} 张图片`}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              <Img src={src} alt="" width={64} height={64} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
