// Provinces shaded by a material's average price (five classes between the lowest and highest),
// each with its name, price and 12-week change as a tooltip; the shipped outlines, client only.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { ProvincePrice } from '../../../api/ground-reports';
import { CHINA } from './base-layer';
import classes from './map.module.css';

// Light to dark: a sequential scale (ColorBrewer Oranges), drawn by Leaflet as SVG fill.
const SHADES = ['#feedde', '#fdbe85', '#fd8d3c', '#e6550d', '#a63603'];

export default function PriceChoropleth({ provinces, unit }: { provinces: ProvincePrice[]; unit: string }) {
  const box = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.GeoJSON | null>(null);
  const data = useRef<GeoJSON.FeatureCollection | null>(null);

  useEffect(() => {
    const map = L.map(box.current!, { minZoom: 3, maxZoom: 7, scrollWheelZoom: false }).fitBounds(CHINA);
    map.attributionControl.setPrefix('Leaflet').addAttribution('轮廓：ECharts 4.9 中国地图数据');
    mapRef.current = map;
    return () => void map.remove();
  }, []);

  useEffect(() => {
    let stopped = false;
    const draw = (fc: GeoJSON.FeatureCollection) => {
      const map = mapRef.current;
      if (stopped || !map) return;
      const by = new Map(provinces.map((p) => [p.code, p]));
      const prices = provinces.map((p) => p.price);
      const [lo, hi] = [Math.min(...prices), Math.max(...prices)];
      const shade = (x: number) => SHADES[Math.min(4, Math.floor(((x - lo) / (hi - lo || 1)) * 5))];
      layerRef.current?.remove();
      layerRef.current = L.geoJSON(fc, {
        style: (f) => {
          const p = by.get(String(f?.properties?.code));
          return { color: '#7d8ea8', weight: 1, fillOpacity: 0.9, fillColor: p ? shade(p.price) : '#eeeeee' };
        },
        onEachFeature: (f, layer) => {
          const p = by.get(String(f.properties?.code));
          layer.bindTooltip(
            p
              ? `${p.name}：${p.price} ${unit}，近 12 周 ${p.change12w > 0 ? '+' : ''}${p.change12w}%`
              : String(f.properties?.name ?? ''),
            { sticky: true },
          );
        },
      }).addTo(map);
    };
    if (data.current) draw(data.current);
    else
      void fetch('/ground/provinces.json')
        .then((r) => r.json() as Promise<GeoJSON.FeatureCollection>)
        .then((fc) => {
          data.current = fc;
          draw(fc);
        });
    return () => {
      stopped = true;
    };
  }, [provinces, unit]);

  return (
    <div
      ref={box}
      className={classes.map}
      role="region"
      aria-label="各省价格分布图（颜色越深价格越高），详见旁边的表格"
    />
  );
}
