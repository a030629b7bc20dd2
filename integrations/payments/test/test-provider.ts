import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { testProviderOrders } from "#db/schema/payments.ts";
import {
  PaymentDeclinedError,
  type ChargeSavedMethodInput,
  type CreateOrderInput,
  type PaymentLinkInput,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderOrderStatus,
} from "#integrations/payments/payment-provider.ts";

type Row = typeof testProviderOrders.$inferSelect;

const statusOf: Record<string, ProviderOrderStatus> = {
  CREATED: "created",
  APPROVED: "approved",
  COMPLETED: "completed",
  DECLINED: "declined",
};

function newId(prefix: string): string {
  return `${prefix}-${randomBytes(8).toString("hex").toUpperCase()}`;
}

function toOrder(row: Row): ProviderOrder {
  return {
    id: row.id,
    status: statusOf[row.status] ?? "created",
    amountCents: row.amountCents,
    currency: row.currency,
    reference: row.reference,
    capture:
      row.status === "COMPLETED" && row.captureId
        ? { id: row.captureId, amountCents: row.amountCents, currency: row.currency, status: "COMPLETED" }
        : null,
    payerId: row.status === "CREATED" ? null : "TEST-PAYER",
    savedMethodId: row.savedMethodId,
    approveUrl: null,
  };
}

/** How a charge of a saved method ends in test mode, so the practitioner can try every path. */
export type TestChargeOutcome = "approve" | "decline" | "payer-action-required";

/**
 * The built-in test provider (docs/product/decisions.md, 4): a real implementation whose "provider side" is a table of this
 * database. The patient approves (or declines) on the checkout page's test panel; no money moves anywhere.
 */
export interface TestPaymentProvider extends PaymentProvider {
  readonly name: "test";
  /** What the patient's click on the checkout page's test panel does. */
  approve(orderId: string): Promise<ProviderOrder>;
  /** Plays a declined payment, so the failure path can be tried in test mode. */
  decline(orderId: string): Promise<ProviderOrder>;
  /** As PayPal's vault charge; `outcome` plays a decline or PayPal asking for the payer. */
  chargeSavedMethod(input: ChargeSavedMethodInput & { outcome?: TestChargeOutcome }): Promise<ProviderOrder>;
}

export function createTestProvider(db: Database): TestPaymentProvider {
  async function find(orderId: string): Promise<Row> {
    const [row] = await db.select().from(testProviderOrders).where(eq(testProviderOrders.id, orderId));
    if (!row) throw new PaymentDeclinedError("The payment order was not found.", "ORDER_NOT_FOUND");
    return row;
  }

  async function insertOrder(input: CreateOrderInput, status: "CREATED" | "COMPLETED" | "DECLINED", savedMethodId: string | null) {
    const id = newId("TEST");
    const [inserted] = await db
      .insert(testProviderOrders)
      .values({
        id,
        amountCents: input.amountCents,
        currency: input.currency,
        reference: input.reference,
        status,
        captureId: status === "COMPLETED" ? newId("TESTCAP") : null,
        savedMethodId,
        requestId: input.requestId,
      })
      .onConflictDoNothing({ target: testProviderOrders.requestId })
      .returning();
    // A replayed request id answers with the order it first created, as PayPal does.
    if (inserted) return toOrder(inserted);
    const [existing] = await db.select().from(testProviderOrders).where(eq(testProviderOrders.requestId, input.requestId));
    return toOrder(existing!);
  }

  return {
    name: "test",
    live: false,

    createDepositOrder: (input) => insertOrder(input, "CREATED", null),

    async captureOrder(orderId) {
      const row = await find(orderId);
      if (row.status === "COMPLETED") return toOrder(row);
      if (row.status === "DECLINED") throw new PaymentDeclinedError("The payment was declined.", "INSTRUMENT_DECLINED");
      if (row.status !== "APPROVED") {
        throw new PaymentDeclinedError("The payment has not been approved yet.", "ORDER_NOT_APPROVED");
      }
      const [updated] = await db
        .update(testProviderOrders)
        .set({ status: "COMPLETED", captureId: newId("TESTCAP"), savedMethodId: newId("TESTPM") })
        .where(sql`${testProviderOrders.id} = ${orderId} and ${testProviderOrders.status} = 'APPROVED'`)
        .returning();
      return toOrder(updated ?? (await find(orderId)));
    },

    getOrder: async (orderId) => toOrder(await find(orderId)),

    async chargeSavedMethod({ outcome = "approve", ...input }) {
      if (outcome === "payer-action-required") {
        await insertOrder(input, "CREATED", input.savedMethodId);
        throw new PaymentDeclinedError("The payer must approve this payment.", "PAYER_ACTION_REQUIRED");
      }
      const order = await insertOrder(input, outcome === "decline" ? "DECLINED" : "COMPLETED", input.savedMethodId);
      if (order.status !== "completed") throw new PaymentDeclinedError("The saved payment method was declined.", "INSTRUMENT_DECLINED");
      return order;
    },

    async createPaymentLink(input: PaymentLinkInput) {
      const order = await insertOrder(input, "CREATED", null);
      const url = new URL(input.returnUrl);
      url.searchParams.set("token", order.id);
      return { ...order, approveUrl: url.toString() };
    },

    async refund(captureId, input) {
      const [row] = await db
        .update(testProviderOrders)
        .set({ refundedCents: sql`${testProviderOrders.refundedCents} + ${input.amountCents}` })
        .where(
          sql`${testProviderOrders.captureId} = ${captureId} and ${testProviderOrders.refundedCents} + ${input.amountCents} <= ${testProviderOrders.amountCents}`,
        )
        .returning();
      if (!row) throw new PaymentDeclinedError("The refund exceeds what was captured.", "REFUND_REFUSED");
      return { id: newId("TESTREF"), status: "COMPLETED" };
    },

    async saveApprovedMethod(setupToken) {
      if (!/^TEST-SETUP-[0-9A-F]{16}$/.test(setupToken)) {
        throw new PaymentDeclinedError("The approval token is not valid.", "INVALID_TOKEN");
      }
      return { savedMethodId: `TESTPM-${setupToken.slice("TEST-SETUP-".length)}`, customerId: "TEST-PAYER" };
    },

    // The test provider sends no webhooks: nothing posted to the webhook URL is ever believed.
    verifyWebhook: async () => null,
    webhookDeliveryId: () => null,

    async approve(orderId) {
      await db
        .update(testProviderOrders)
        .set({ status: "APPROVED" })
        .where(sql`${testProviderOrders.id} = ${orderId} and ${testProviderOrders.status} = 'CREATED'`);
      return toOrder(await find(orderId));
    },

    async decline(orderId) {
      await db
        .update(testProviderOrders)
        .set({ status: "DECLINED" })
        .where(sql`${testProviderOrders.id} = ${orderId} and ${testProviderOrders.status} in ('CREATED', 'APPROVED')`);
      return toOrder(await find(orderId));
    },
  };
}
