// The map's base: with no tile source, the shipped province outlines (and, from zoom 6, the
// city outlines) drawn by Leaflet from public/ground/ — no network beyond this site; with a
// configured source (高德 / 天地图 through the server's key-holding proxy) its tiles. `toMap` and
// `fromMap` convert at the edge: stored points are WGS-84, 高德 draws GCJ-02.
import L from 'leaflet';
import { gcj02ToWgs84, wgs84ToGcj02 } from '../../../api/ground-coords';

export interface Tiles {
  url: string;
  crs: 'gcj02' | 'wgs84';
  attribution: string;
}
export interface Edge {
  toMap: (lng: number, lat: number) => L.LatLng;
  fromMap: (p: L.LatLng) => [number, number];
}

export function edgeOf(tiles: Tiles | null): Edge {
  if (tiles?.crs === 'gcj02')
    return {
      toMap: (lng, lat) => {
        const [x, y] = wgs84ToGcj02(lng, lat);
        return L.latLng(y, x);
      },
      fromMap: (p) => gcj02ToWgs84(p.lng, p.lat),
    };
  return { toMap: (lng, lat) => L.latLng(lat, lng), fromMap: (p) => [p.lng, p.lat] };
}

const outline = (url: string) =>
  fetch(url).then((r) => (r.ok ? (r.json() as Promise<GeoJSON.FeatureCollection>) : Promise.reject(new Error(url))));

/** Adds the base layer; returns a cleanup. */
export function addBase(map: L.Map, tiles: Tiles | null): () => void {
  if (tiles) {
    const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 }).addTo(map);
    return () => void layer.remove();
  }
  map.attributionControl.addAttribution('轮廓：ECharts 4.9 中国地图数据');
  let provinces: L.GeoJSON | null = null;
  let cities: L.GeoJSON | null = null;
  let stopped = false;
  void outline('/ground/provinces.json').then((data) => {
    if (stopped) return;
    provinces = L.geoJSON(data, {
      interactive: false,
      style: { color: '#7d8ea8', weight: 1, fillColor: '#f4f7fb', fillOpacity: 1 },
    }).addTo(map);
    provinces.bringToBack();
  });
  const showCities = () => {
    if (stopped || map.getZoom() < 6 || cities) return;
    void outline('/ground/cities.json').then((data) => {
      if (stopped || cities) return;
      cities = L.geoJSON(data, {
        interactive: false,
        style: { color: '#b3bfcf', weight: 0.6, dashArray: '3 3', fill: false },
      }).addTo(map);
    });
  };
  map.on('zoomend', showCities);
  showCities();
  return () => {
    stopped = true;
    map.off('zoomend', showCities);
    provinces?.remove();
    cities?.remove();
  };
}

/** 'west,south,east,north' of the map's view in WGS-84, 3 decimals. */
export function bboxOf(map: L.Map, edge: Edge): string {
  const b = map.getBounds();
  const [w, s] = edge.fromMap(b.getSouthWest());
  const [e, n] = edge.fromMap(b.getNorthEast());
  const r = (x: number, lo: number, hi: number) => Math.round(Math.min(hi, Math.max(lo, x)) * 1000) / 1000;
  return [r(w, -180, 180), r(s, -90, 90), r(e, -180, 180), r(n, -90, 90)].join(',');
}

export const CHINA: [[number, number], [number, number]] = [
  [18, 73.5],
  [53.6, 135],
];
