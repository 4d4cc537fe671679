/** Geo points and great-circle distance for `context[geo_location]`. */

export interface GeoPoint {
  lat: number;
  lon: number;
}

/** Accepts `{lat, lon}`, `[lat, lon]` or `"lat,lon"`. */
export function parseGeo(value: unknown): GeoPoint | undefined {
  let lat: number;
  let lon: number;
  if (typeof value === 'string') [lat, lon] = value.split(',').map((s) => Number(s.trim()));
  else if (Array.isArray(value)) [lat, lon] = value.map(Number);
  else if (value && typeof value === 'object') ({ lat, lon } = value as GeoPoint);
  else return undefined;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  return { lat: Number(lat), lon: Number(lon) };
}

/** Haversine distance in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
