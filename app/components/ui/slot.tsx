import { cloneElement, isValidElement, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from "react";
import { cn } from "#app/lib/utils.ts";

type AnyProps = Record<string, unknown>;

function composeRefs<T>(...refs: (Ref<T> | undefined)[]): Ref<T> {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

/**
 * Renders its only child with the slot's props merged in (`asChild`), as Radix's Slot does: classes merged,
 * styles merged, both event handlers called (the child's first), refs composed. A few lines instead of the
 * Radix package on every page (docs/decisions/0038).
 */
export function Slot({ children, ref, ...slotProps }: HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  if (!isValidElement<AnyProps>(children)) return null;
  const childProps = children.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps as AnyProps)) {
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    }
  }
  if (slotProps.className || childProps.className) merged.className = cn(slotProps.className, childProps.className as string);
  if (slotProps.style || childProps.style) merged.style = { ...slotProps.style, ...(childProps.style as CSSProperties) };
  const childRef = childProps.ref as Ref<HTMLElement> | undefined;
  if (ref || childRef) merged.ref = ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef);
  return cloneElement(children, merged);
}
