import { Hono } from "hono";
import { adminItemParamSchema } from "#contracts/admin-inbox.ts";
import type { AppEnv } from "#server/context.ts";
import { csvDownload } from "#server/http/csv-download.ts";
import { clientAddress } from "#server/http/client-address.ts";
import { fileDownload } from "#server/http/file-download.ts";
import { pathParams } from "#server/http/query-params.ts";
import { downloadReferralDocument, listNetworkMembers } from "#server/referrals/admin-referrals.ts";

const itemId = pathParams(adminItemParamSchema, "id");

/**
 * The referrals' downloads, behind `requireAdmin`: a referral's document decrypted (an attachment of its
 * checked type, never cached or sniffed, every download audited) and the professional network's members as
 * CSV. The pages read and mark referrals through server/pages/admin-pages.ts.
 */
export function adminReferralRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/api/admin/network-members.csv", async (c) => {
    const members = await listNetworkMembers(c.get("services").database.db);
    return csvDownload(
      c,
      "professional-network.csv",
      ["Name", "Organisation", "Email", "Consented"],
      members.map((m) => ({ Name: m.name, Organisation: m.organisation, Email: m.email, Consented: m.consentedAt })),
    );
  });

  routes.get("/api/admin/referrals/:id/document", itemId, async (c) => {
    const { database, referralFiles, config } = c.get("services");
    const document = await downloadReferralDocument(database.db, referralFiles, c.req.valid("param").id, {
      clientAddress: clientAddress(c, config.trustProxy),
    });
    return fileDownload(c, document);
  });

  return routes;
}
