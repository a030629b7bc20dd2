import { StrictMode, useEffect, useRef, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { takeHandover } from "#app/lib/first-use.ts";

// Loaded with the islands' interactive code, never with a page: what only a form that has taken over needs.

/**
 * Mounts an island's interactive form in `host` as a React root of its own: hydrating the server's HTML,
 * or rendering afresh after a navigation inside the site (see FormIsland). Returns the unmount.
 */
export function mountIslandRoot(host: HTMLElement, hydrate: boolean, form: ReactNode): () => void {
  const element = <StrictMode>{form}</StrictMode>;
  const root = hydrate ? hydrateRoot(host, element) : createRoot(host);
  if (!hydrate) root.render(element);
  return () => root.unmount();
}

/**
 * What was typed into the server's form before its island took over, read while hydrating:
 * react-hook-form writes its default values into the inputs it registers, so they must be what is there.
 */
export function renderedTextValues<Name extends string>(formId: string, names: readonly Name[]): Partial<Record<Name, string>> {
  const values: Partial<Record<Name, string>> = {};
  const form = typeof document === "undefined" ? null : document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return values;
  for (const name of names) {
    const element = form.elements.namedItem(name);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) values[name] = element.value;
  }
  return values;
}

/** The message of each named field that has one, for an island's view (react-hook-form's `formState.errors`). */
export function fieldMessages<Name extends string>(errors: Record<string, unknown>, names: readonly Name[]): Partial<Record<Name, string>> {
  const messages: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const message = (errors[name] as { message?: unknown } | undefined)?.message;
    if (typeof message === "string") messages[name] = message;
  }
  return messages;
}

/** A submit pressed before the island's code had loaded is carried out once the form has taken over. */
export function useHandedOverSubmit(submit: () => Promise<void>): void {
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (takeHandover().submit) void submit();
  }, [submit]);
}
