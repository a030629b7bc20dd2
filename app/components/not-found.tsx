import { Link } from "react-router";
import { paths } from "#contracts/paths.ts";
import { Button } from "./ui/button.tsx";

/** The 404 page's body; its title and robots rule are the root error boundary's (they must follow React). */
export function NotFound() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-deep sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </section>
  );
}
