// Point-in-polygon over GeoJSON-style [lng, lat] rings (even-odd rule: holes count as outside).
export type Polygons = [number, number][][][];

function insideRing(x: number, y: number, ring: [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether (lng, lat) lies inside any of the polygons (outer ring in, no hole around it). */
export const insidePolygons = (lng: number, lat: number, polys: Polygons): boolean =>
  polys.some((rings) => rings.reduce((acc, ring) => acc !== insideRing(lng, lat, ring), false));
