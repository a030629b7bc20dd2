import { Link } from "react-router";
import { practice } from "#core/practice.ts";
import { paths } from "#contracts/paths.ts";
import { PhoneLink } from "#app/components/phone-link.tsx";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-brand-deep text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="space-y-2">
          <p className="text-lg font-semibold">{practice.siteName}</p>
          <p className="text-sm text-white/80">
            Telehealth ACL rehabilitation with {practice.practitionerName}, {practice.practitionerTitle}, {practice.city}.
          </p>
        </div>
        <div className="space-y-1 text-sm text-white/80">
          <p>
            Email:{" "}
            <a className="underline underline-offset-2 hover:text-white" href={`mailto:${practice.email}`}>
              {practice.email}
            </a>
          </p>
          <p>
            Phone:{" "}
            <PhoneLink className="underline underline-offset-2 hover:text-white" number={practice.phone} display={practice.phoneDisplay} />
          </p>
          <p>AHPRA registration: {practice.ahpraRegistration}</p>
          <p>ABN: {practice.abn}</p>
        </div>
        <nav aria-label="Footer" className="text-sm">
          <ul className="space-y-1 text-white/80">
            <li>
              <Link className="hover:text-white hover:underline" to={paths.telehealth}>
                Telehealth consultations
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={paths.professionalDevelopment}>
                Professional development
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={paths.exercises}>
                Exercise library
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={paths.myPlaylists}>
                My playlists
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={paths.signIn}>
                Sign in to My care
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={paths.privacy}>
                Privacy
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to={paths.accessibility}>
                Accessibility
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-white/80 sm:px-6 lg:px-8">
          © {year} {practice.siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
