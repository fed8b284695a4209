// The clustered map beside the list (client only, a chunk of its own): the base layer, the
// clusters of the whole filtered set for the viewport (the groundMap flow fetches them after each
// quiet pan or zoom and writes the viewport into the URL, so the list follows), the list's five
// points numbered and highlighted with their row, the pinned project site, and pin mode (a click
// on the map pins the site). Markers are links for the keyboard: Enter opens a point or zooms a cluster.
import 'leaflet/dist/leaflet.css';
import { useSelector } from '@xstate/react';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { GroundCard } from '../../../api/ground';
import type { ClusterFilters } from '../../../../machines/ground-map.machine';
import { useFlow } from '../../../shared/actor';
import { addBase, bboxOf, CHINA, edgeOf, type Tiles } from './base-layer';
import classes from './map.module.css';

export interface GroundMapProps {
  bbox: string | null;
  filters: ClusterFilters;
  rows: GroundCard[];
  activeId: number | null;
  site: [number, number] | null;
  pinMode: boolean;
  tiles: Tiles | null;
  onPin: (lng: number, lat: number) => void;
  onOpen: (id: number) => void;
}

/** Enter or Space on a focused marker acts as its click (keyboard users zoom and open too). */
function keyboardClick(marker: L.Marker): L.Marker {
  marker.on('add', () =>
    marker.getElement()?.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      e.stopPropagation();
      marker.fire('click');
    }),
  );
  return marker;
}

const boundsOf = (bbox: string): L.LatLngBoundsExpression => {
  const [w, s, e, n] = bbox.split(',').map(Number);
  return [
    [s, w],
    [n, e],
  ];
};

export default function GroundMap({
  bbox,
  filters,
  rows,
  activeId,
  site,
  pinMode,
  tiles,
  onPin,
  onOpen,
}: GroundMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const clusterLayer = useRef<L.LayerGroup | null>(null);
  const rowLayer = useRef<L.LayerGroup | null>(null);
  const siteLayer = useRef<L.LayerGroup | null>(null);
  /** True while the code moves the map (fitting the address's viewport): such a move is not the user's. */
  const programmatic = useRef(false);
  const shownBbox = useRef<string | null>(null);
  const edge = useRef(edgeOf(tiles));
  const [flow, send] = useFlow('groundMap', 'groundMap', { filters, viewport: null });
  const clusters = useSelector(flow, (s) => s?.context.clusters ?? []);
  const failed = useSelector(flow, (s) => s?.hasTag('error') ?? false);
  const busy = useSelector(flow, (s) => s?.hasTag('busy') ?? false);
  const handlers = useRef({ onPin, onOpen, pinMode });
  handlers.current = { onPin, onOpen, pinMode };
  // In pin mode a click anywhere, a marker too, pins the project site there.
  const pinAt = (p: L.LatLng) => {
    const [lng, lat] = edge.current.fromMap(p);
    handlers.current.onPin(Math.round(lng * 1e4) / 1e4, Math.round(lat * 1e4) / 1e4);
  };

  // The map, once.
  useEffect(() => {
    const map = L.map(box.current!, {
      minZoom: 3,
      maxZoom: 16,
      zoomSnap: 1,
      worldCopyJump: false,
      attributionControl: true,
    });
    map.attributionControl.setPrefix('Leaflet');
    mapRef.current = map;
    const stopBase = addBase(map, tiles);
    clusterLayer.current = L.layerGroup().addTo(map);
    rowLayer.current = L.layerGroup().addTo(map);
    siteLayer.current = L.layerGroup().addTo(map);
    map.on('moveend', () => {
      const user = !programmatic.current;
      const next = bboxOf(map, edge.current);
      shownBbox.current = next;
      send({ type: 'groundMap.moved', viewport: { bbox: next, zoom: map.getZoom() }, user });
    });
    map.on('click', (e: L.LeafletMouseEvent) => {
      if (handlers.current.pinMode) pinAt(e.latlng);
    });
    programmatic.current = true;
    map.fitBounds(bbox ? boundsOf(bbox) : CHINA, { animate: false });
    programmatic.current = false;
    return () => {
      stopBase();
      map.remove();
      mapRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is made once; later changes arrive below
  }, []);

  // The address changed from outside (back, a link): show its viewport.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !bbox || bbox === shownBbox.current) return;
    programmatic.current = true;
    map.fitBounds(boundsOf(bbox), { animate: false });
    programmatic.current = false;
  }, [bbox]);

  const filtersKey = JSON.stringify(filters);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters by value, not by object
  useEffect(() => send({ type: 'groundMap.filters', filters }), [filtersKey]);

  useEffect(() => {
    const layer = clusterLayer.current;
    const map = mapRef.current;
    if (!layer || !map) return;
    layer.clearLayers();
    for (const c of clusters) {
      const at = edge.current.toMap(c.lng, c.lat);
      const size = c.count >= 100 ? 44 : c.count >= 10 ? 36 : 30;
      const icon =
        c.id === null
          ? L.divIcon({ className: classes.cluster, html: `<span>${c.count}</span>`, iconSize: [size, size] })
          : L.divIcon({ className: classes.point, iconSize: [12, 12] });
      const marker = L.marker(at, {
        icon,
        keyboard: true,
        title: c.id === null ? `${c.count} 个供应点，放大查看` : '打开供应点',
        alt: c.id === null ? `${c.count} 个供应点` : '供应点',
      });
      marker.on('click', () => {
        if (handlers.current.pinMode) pinAt(at);
        else if (c.id !== null) handlers.current.onOpen(c.id);
        else map.setView(at, c.expansionZoom ?? map.getZoom() + 2);
      });
      keyboardClick(marker).addTo(layer);
    }
  }, [clusters]);

  useEffect(() => {
    const layer = rowLayer.current;
    if (!layer) return;
    layer.clearLayers();
    rows.forEach((r, i) => {
      const icon = L.divIcon({
        className: `${classes.rowPin} ${r.id === activeId ? classes.active : ''}`,
        html: `<span>${i + 1}</span>`,
        iconSize: [26, 26],
        iconAnchor: [13, 26],
      });
      const m = L.marker(edge.current.toMap(r.lng, r.lat), {
        icon,
        keyboard: true,
        title: r.companyName,
        alt: r.companyName,
        zIndexOffset: r.id === activeId ? 2000 : 1000,
      });
      m.on('click', () => (handlers.current.pinMode ? pinAt(m.getLatLng()) : handlers.current.onOpen(r.id)));
      keyboardClick(m).addTo(layer);
    });
  }, [rows, activeId]);

  useEffect(() => {
    const layer = siteLayer.current;
    if (!layer) return;
    layer.clearLayers();
    if (site)
      L.marker(edge.current.toMap(site[0], site[1]), {
        icon: L.divIcon({ className: classes.site, html: '<span>项目</span>', iconSize: [40, 22] }),
        keyboard: false,
        title: '项目位置',
      }).addTo(layer);
  }, [site]);

  useEffect(() => {
    box.current?.classList.toggle(classes.pinning, pinMode);
  }, [pinMode]);

  return (
    <div className={classes.wrap}>
      <div
        ref={box}
        className={classes.map}
        role="region"
        aria-label="地材供应点地图"
        data-testid="ground-map"
        data-busy={busy}
      />
      {failed && (
        <p className={classes.error} role="alert">
          地图数据加载失败。
          <button type="button" onClick={() => send({ type: 'groundMap.retry' })}>
            重试
          </button>
        </p>
      )}
      {pinMode && <p className={classes.hint}>点击地图标注项目位置</p>}
    </div>
  );
}
