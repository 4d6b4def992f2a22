import { createContext, useContext } from 'react';

/**
 * What a server-side render learns about the page besides its markup: the HTTP status and the
 * document title and description (set in effects in the browser, which a server render never runs).
 * Filled during rendering by the hooks below; only src/entry-server.tsx provides it.
 */
export interface ServerPage {
  status: number;
  title?: string;
  description?: string;
}

export const ServerPageContext = createContext<ServerPage | null>(null);

/** The HTTP status of the page when it is rendered on the server (e.g. 404 for an unknown product). */
export function useServerStatus(status: number): void {
  const page = useContext(ServerPageContext);
  if (page) page.status = status;
}

export function useServerPageMeta(title: string, description: string): void {
  const page = useContext(ServerPageContext);
  if (page) {
    page.title = title;
    page.description = description;
  }
}

/**
 * True in a server render for a logged-in buyer (the gateway says so before the render starts), false in
 * an anonymous one and in the browser: what only a buyer has (their server cart) is asked for in the
 * render's first pass, with the session, instead of in a pass of its own once `me` has answered.
 */
export const ServerRendersBuyerContext = /* @__PURE__ */ createContext(false);

export function useServerRendersBuyer(): boolean {
  return useContext(ServerRendersBuyerContext);
}
