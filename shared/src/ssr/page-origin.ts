// Whether the page on screen is the one the server rendered (the browser hydrates it) rather than the bare shell or a
// page the visitor navigated to since. The render worker sets it; the host's start-up sets it for a server-rendered
// page and clears it at the first navigation.
let serverRendered = false;

export function setServerRenderedPage(value: boolean) {
  serverRendered = value;
}

export function isServerRenderedPage(): boolean {
  return serverRendered;
}
