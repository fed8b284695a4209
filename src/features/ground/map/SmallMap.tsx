// A supplier's place on a small map (client only, its own chunk): the shipped outlines or the
// configured tiles, the point at zoom 9.
import 'leaflet/dist/leaflet.css';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { mapConfigQuery } from '../common/queries';
import { addBase, edgeOf } from './base-layer';
import classes from './map.module.css';

export default function SmallMap({ lng, lat, name }: { lng: number; lat: number; name: string }) {
  const box = useRef<HTMLDivElement>(null);
  const config = useQuery(mapConfigQuery);
  const tiles = config.data?.tiles ?? null;
  const ready = config.isSuccess;
  useEffect(() => {
    if (!ready) return;
    const edge = edgeOf(tiles);
    const at = edge.toMap(lng, lat);
    const map = L.map(box.current!, { zoomControl: true, scrollWheelZoom: false }).setView(at, 8);
    const stop = addBase(map, tiles);
    L.marker(at, { icon: L.divIcon({ className: classes.point, iconSize: [14, 14] }), title: name, alt: name }).addTo(
      map,
    );
    return () => {
      stop();
      map.remove();
    };
  }, [ready, tiles, lng, lat, name]);
  return <div ref={box} className={classes.map} role="region" aria-label={`${name}的位置`} />;
}
