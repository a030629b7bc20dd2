import { isValidElement, type ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";
import { Slot } from "./slot.tsx";

function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn("flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm", className)}
      {...props}
    />
  );
}

function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("grid auto-rows-min items-start gap-1.5 px-6", className)} {...props} />;
}

/**
 * An h3 by default. A page that needs another level passes its heading as the only child
 * (`<CardTitle><h2>…</h2></CardTitle>`): headings cannot nest (the browser would split them and React's
 * hydration would fail), so that heading itself becomes the title.
 */
function CardTitle({ className, children, ...props }: ComponentProps<"h3">) {
  const classes = cn("leading-tight font-semibold", className);
  if (isValidElement(children) && typeof children.type === "string" && /^h[1-6]$/.test(children.type)) {
    return (
      <Slot data-slot="card-title" className={classes} {...(props as ComponentProps<typeof Slot>)}>
        {children}
      </Slot>
    );
  }
  return (
    <h3 data-slot="card-title" className={classes} {...props}>
      {children}
    </h3>
  );
}

function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-6", className)} {...props} />;
}

function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-footer" className={cn("flex items-center px-6", className)} {...props} />;
}

export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle };
