import { useEffect, useRef, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { untilFirstUse } from "#app/lib/first-use.ts";

/** What a field of an island's view needs from whoever drives it: react-hook-form's `register`, or a name. */
export type FieldBinding = Partial<UseFormRegisterReturn> & { name: string };

/** Mounts the interactive form `formId` in `host` as a React root of its own (hydrating or rendering); returns the unmount. */
export type MountForm = (host: HTMLElement, hydrate: boolean, formId: string) => () => void;

/** The server's view binds each field by name only; its handlers do nothing until the island takes over. */
export const bindByName = <Name extends string>(name: Name) => ({ name });
export const inert = () => {};

/**
 * A form as an island (docs/decisions/0011). The server renders the form as plain HTML inside a host element
 * that the page's React tree never touches (an unchanging innerHTML). When the visitor first focuses or
 * touches it, the form's logic loads and hydrates that HTML as its own React root, keeping what was typed
 * and where the caret is. After a navigation inside the site there is no server HTML: the form loads at
 * once and renders itself.
 *
 * `serverView` is the form's markup on the server and null in the browser: each form imports its view in a
 * branch the browser build removes (`import.meta.env.SSR`), so the page's first JavaScript does not carry it.
 */
export function FormIsland({ formId, serverView, load }: { formId: string; serverView: ReactNode; load: () => Promise<MountForm> }) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const serverRendered = element.firstElementChild !== null;
    let unmount: (() => void) | null = null;
    let cancelled = false;
    void (serverRendered ? untilFirstUse(element) : Promise.resolve()).then(load).then((mount) => {
      if (!cancelled) unmount = mount(element, serverRendered, formId);
    });
    return () => {
      cancelled = true;
      // Not during this root's commit: React refuses to unmount a root synchronously while rendering.
      if (unmount) queueMicrotask(unmount);
    };
    // The island is set up once; `load` is a fixed import and the id a constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // data-form-island: the page's launcher holds this form's submit until the page has hydrated (app/lib/defer-hydration.ts).
  if (import.meta.env.SSR)
    return (
      <div ref={host} data-form-island="">
        {serverView}
      </div>
    );
  // Hydration keeps the server's markup inside: React does not patch innerHTML while hydrating.
  return <div ref={host} data-form-island="" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}
