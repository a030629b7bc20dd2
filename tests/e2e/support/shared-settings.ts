/**
 * A test tagged with this changes what every other test sees (the practice's weekly hours): it runs in the
 * `settings-last` project, alone, once the phone and desktop projects have finished (playwright.config.ts).
 * What the other tests need of the shared settings is made once before them, in `settings-first`
 * (shared-settings.setup.ts). docs/decisions/0031-e2e-widths-and-setup.md says why.
 */
export const SHARED_SETTINGS = "@shared-settings";

/** Test details (`test(title, sharedSettings, body)`) scheduling the test after all the others. */
export const sharedSettings = { tag: SHARED_SETTINGS };
