// What the HTTP layer tells the rest of the app. The app wires these to the loadingBar actor,
// Mantine notifications and the logout navigation at start-up; tests wire them to spies.
export interface ClientHooks {
  requestStarted(): void;
  requestEnded(): void;
  notifyError(message: string): void;
  unauthorized(): void;
}

const noop = () => {};
export const clientHooks: ClientHooks = {
  requestStarted: noop,
  requestEnded: noop,
  notifyError: noop,
  unauthorized: noop,
};

export function setClientHooks(h: Partial<ClientHooks>): void {
  Object.assign(clientHooks, h);
}
