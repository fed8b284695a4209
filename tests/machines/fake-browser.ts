// A cookie jar and a Storage for effect tests in Node.

/** document.cookie as a browser keeps it: each write one cookie, an expiry in the past removes it. */
export class CookieDocument {
  jar = new Map<string, string>();
  writes: string[] = [];
  get cookie() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  set cookie(line: string) {
    this.writes.push(line);
    const [pair, ...attrs] = line.split('; ');
    const [k, v] = pair.split('=');
    const expires = attrs.find((a) => a.startsWith('expires='));
    if (expires && new Date(expires.slice(8)).getTime() <= Date.now()) this.jar.delete(k);
    else this.jar.set(k, v);
  }
}

export class FakeStorage {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  clear() {
    this.map.clear();
  }
}
