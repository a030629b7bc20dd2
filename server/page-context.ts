import { RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import type { PageContext } from "#contracts/page-context.ts";
import { adminSessionState } from "./api/admin/session-cookie.ts";
import type { AppServices } from "./context.ts";

/** The page context of every request (contracts/page-context.ts), from the running services. */
export function pageContextOf(services: AppServices): PageContext {
  const { config, calendly, logger } = services;
  return {
    fees: config.fees,
    paymentProvider: config.payments.provider,
    paypalClientId: config.payments.provider === "paypal" ? config.payments.clientId : null,
    async calendlySchedulingUrl() {
      if (!calendly) return null;
      try {
        return (await calendly.eventType()).schedulingUrl;
      } catch (error) {
        // The page offers the list of times instead of the widget; the next request asks Calendly again.
        logger.warn({ err: error }, "Calendly's scheduling page could not be read");
        return null;
      }
    },
    adminSession: (request) => adminSessionState(services, request.headers.get("cookie")),
  };
}

/**
 * React Router's context for a request to `build`, carrying the page context and the answer's script nonce.
 * The keys are the build's own (the app's entry.server.tsx exports them): the build bundles its own copy of
 * contracts/, whose keys are other objects than the ones this file would import.
 */
export function routerContextFor(services: AppServices, build: ServerBuild, nonce: string): RouterContextProvider {
  const keys = build.entry.module as { pageContext?: RouterContext<PageContext>; scriptNonce?: RouterContext<string | null> };
  if (!keys.pageContext || !keys.scriptNonce) {
    throw new Error("The server build does not export pageContext and scriptNonce from its entry.server.tsx");
  }
  const context = new RouterContextProvider();
  context.set(keys.pageContext, pageContextOf(services));
  context.set(keys.scriptNonce, nonce);
  return context;
}
