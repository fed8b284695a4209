// Builds the ground map's shipped geography from a kept npm data package, echarts 4.9.0's
// map/json (Apache-2.0; province and city outlines with each area's centre `cp`, in echarts'
// compact "UTF8Encoding"): public/ground/provinces.json and cities.json (GeoJSON the map draws
// offline, coordinates to 3 decimals) and data/city-anchors.ts (per GB/T 2260 city code of the
// region list: points inside the city's outline the seed places suppliers around).
// Run: npx tsx src/server/modules/ground/geo-build.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { regionTree } from '../../db/seed/region-data';
import { insidePolygons, type Polygons } from './geo-shapes';

type Ring = [number, number][];
interface RawFeature {
  properties: { id?: string; name: string; cp: [number, number] };
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown[]; encodeOffsets: unknown[] };
}
const req = createRequire(import.meta.url);
const load = (file: string): RawFeature[] =>
  (JSON.parse(readFileSync(req.resolve(`echarts/map/json/${file}`), 'utf8')) as { features: RawFeature[] }).features;

/** echarts' decoder: zig-zag deltas of two characters per point, scale 1024. */
function decodeRing(s: string, offsets: [number, number]): Ring {
  const out: Ring = [];
  let [px, py] = offsets;
  for (let i = 0; i < s.length; i += 2) {
    let x = s.charCodeAt(i) - 64;
    let y = s.charCodeAt(i + 1) - 64;
    x = (x >> 1) ^ -(x & 1);
    y = (y >> 1) ^ -(y & 1);
    px += x;
    py += y;
    out.push([Math.round((px / 1024) * 1000) / 1000, Math.round((py / 1024) * 1000) / 1000]);
  }
  return out;
}
function polygonsOf(f: RawFeature): Polygons {
  const g = f.geometry;
  if (g.type === 'Polygon')
    return [(g.coordinates as string[]).map((s, i) => decodeRing(s, (g.encodeOffsets as [number, number][])[i]))];
  return (g.coordinates as string[][]).map((poly, i) =>
    poly.map((s, j) => decodeRing(s, (g.encodeOffsets as [number, number][][])[i][j])),
  );
}
/** Fewer points for drawing: a point closer than `tol` degrees to the last kept one is dropped. */
const thin = (polys: Polygons, tol: number): Polygons =>
  polys
    .map((rings) =>
      rings
        .map((ring) =>
          ring.filter(
            (p, i) =>
              i === 0 ||
              i === ring.length - 1 ||
              !(Math.abs(p[0] - ring[i - 1][0]) < tol && Math.abs(p[1] - ring[i - 1][1]) < tol),
          ),
        )
        .map((ring) =>
          ring.reduce<Ring>(
            (kept, p, i) =>
              i === 0 ||
              i === ring.length - 1 ||
              Math.hypot(p[0] - kept[kept.length - 1][0], p[1] - kept[kept.length - 1][1]) >= tol
                ? [...kept, p]
                : kept,
            [],
          ),
        )
        .filter((ring) => ring.length >= 4),
    )
    .filter((rings) => rings.length > 0);
const geojson = (features: { props: Record<string, string>; polys: Polygons }[]) => ({
  type: 'FeatureCollection',
  features: features.map(({ props, polys }) => ({
    type: 'Feature',
    properties: props,
    geometry: { type: 'MultiPolygon', coordinates: polys },
  })),
});

const provinces = load('china.json').map((f) => ({
  code: f.properties.id!,
  name: f.properties.name,
  cp: f.properties.cp,
  polys: polygonsOf(f),
}));
const cities = load('china-cities.json').map((f) => ({
  name: f.properties.name,
  cp: f.properties.cp,
  polys: polygonsOf(f),
}));

/** Up to 16 points inside the outlines, the centre first, spread on a grid over the box. */
function anchorsOf(cp: [number, number], polys: Polygons): [number, number][] {
  const pts = polys.flat(2);
  const [w, e] = [Math.min(...pts.map((p) => p[0])), Math.max(...pts.map((p) => p[0]))];
  const [s, n] = [Math.min(...pts.map((p) => p[1])), Math.max(...pts.map((p) => p[1]))];
  const out: [number, number][] = insidePolygons(cp[0], cp[1], polys) ? [round3(cp)] : [];
  const grid = 9;
  const inside: [number, number][] = [];
  for (let i = 1; i < grid; i++)
    for (let j = 1; j < grid; j++) {
      const p: [number, number] = [
        Math.round((w + ((e - w) * i) / grid) * 1000) / 1000,
        Math.round((s + ((n - s) * j) / grid) * 1000) / 1000,
      ];
      if (insidePolygons(p[0], p[1], polys)) inside.push(p);
    }
  const step = Math.max(1, Math.floor(inside.length / 15));
  for (let i = 0; i < inside.length && out.length < 16; i += step) out.push(inside[i]);
  return out.length ? out : [cp];
}

const tree = regionTree();
const provinceOf = new Map(provinces.map((p) => [p.code, p]));
const round3 = (p: [number, number]): [number, number] => [
  Math.round(p[0] * 1000) / 1000,
  Math.round(p[1] * 1000) / 1000,
];
const anchors: Record<string, [number, number][]> = {};
const unmatched: string[] = [];
for (const c of tree.filter((r) => r.level === 2)) {
  const prov = provinceOf.get(c.parent_code)!;
  const inProv = (cp: [number, number]) => insidePolygons(cp[0], cp[1], prov.polys);
  const hit = cities
    .filter((x) => c.name.startsWith(x.name) && inProv(x.cp))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (hit) {
    anchors[c.code] = anchorsOf(hit.cp, hit.polys);
    continue;
  }
  // 省直辖县级行政区划 and renamed cities: their districts' outlines, else the province's.
  const kids = tree
    .filter((d) => d.parent_code === c.code)
    .flatMap((d) => cities.filter((x) => d.name.startsWith(x.name) && inProv(x.cp)));
  if (kids.length) anchors[c.code] = kids.flatMap((k) => anchorsOf(k.cp, k.polys).slice(0, 4));
  else {
    unmatched.push(c.name);
    anchors[c.code] = anchorsOf(prov.cp, prov.polys);
  }
}

const here = new URL('.', import.meta.url).pathname;
writeFileSync(
  `${here}../../../../public/ground/provinces.json`,
  JSON.stringify(
    geojson(provinces.map((p) => ({ props: { code: p.code, name: p.name }, polys: thin(p.polys, 0.03) }))),
  ),
);
writeFileSync(
  `${here}../../../../public/ground/cities.json`,
  JSON.stringify(geojson(cities.map((c) => ({ props: { name: c.name }, polys: thin(c.polys, 0.04) })))),
);
const lines = Object.entries(anchors).map(([code, pts]) => `  '${code}': ${JSON.stringify(pts)},`);
writeFileSync(
  `${here}data/city-anchors.ts`,
  `// Generated by geo-build.ts from echarts 4.9.0 map/json (Apache-2.0): per city code, [lng, lat]\n// points inside its outline, its centre first. Do not edit by hand.\nexport const CITY_ANCHORS: Record<string, [number, number][]> = {\n${lines.join('\n')}\n};\n`,
);
console.log(`cities ${Object.keys(anchors).length}, by province outline only: ${unmatched.join('、') || 'none'}`);

// Province and city centres for the browser (pinning a site by region): [lng, lat] per code.
const centres = [
  ...provinces
    .filter((p) => tree.some((r) => r.code === p.code))
    .map((p) => `  '${p.code}': [${round3(p.cp).join(', ')}],`),
  ...Object.entries(anchors).map(([code, pts]) => `  '${code}': [${pts[0].join(', ')}],`),
];
writeFileSync(
  `${here}../../../shared/sections/ground/centres.ts`,
  `// Generated by src/server/modules/ground/geo-build.ts (echarts 4.9.0 map/json, Apache-2.0): the\n// centre [lng, lat] of each province and city code, where a site pinned by region stands.\nexport const REGION_CENTRES: Record<string, [number, number]> = {\n${centres.join('\n')}\n};\n`,
);
