/** Where the browser tests find the real local service started by the test runner. */
export interface ServiceInfo {
  url: string;
  trackerId: string;
}

let info: Promise<ServiceInfo> | undefined;

export function service(): Promise<ServiceInfo> {
  info ??= fetch('/__ss/service.json').then((r) => r.json() as Promise<ServiceInfo>);
  return info;
}
