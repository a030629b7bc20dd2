/** The admin password the e2e server runs with (playwright.config.ts sets ADMIN_PASSWORD to it). */
export const E2E_ADMIN_PASSWORD = "e2e admin password 2025";
