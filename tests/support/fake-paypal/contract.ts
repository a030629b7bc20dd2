import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";

/**
 * PayPal's published OpenAPI files, kept in the repository (openapi/README.md says where they come from) so
 * a fresh clone tests with no network and nothing beside it. Every request the adapter sends to the fake is
 * checked against them.
 */
export const contractsDir = fileURLToPath(new URL("./openapi/", import.meta.url));

const files = [
  "checkout_orders_v2.json",
  "payments_payment_v2.json",
  "vault_payment_tokens_v3.json",
  "notifications_webhooks_v1.json",
] as const;

type Schema = Record<string, unknown>;
interface Operation {
  file: string;
  method: string;
  template: string;
  matcher: RegExp;
  parameters: { name: string; in: string; required?: boolean }[];
  bodyRef: string | null;
}

const idBase = "https://contracts.invalid/paypal/";
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => void;

/**
 * PayPal's current API accepts what this 2024 snapshot predates; each exception is named here, and only
 * the exact value PayPal documents passes (docs/decisions/0007).
 * - Vault v3 payment tokens from an approved setup token: `payment_source.token.type` "SETUP_TOKEN" (the
 *   snapshot lists only BILLING_AGREEMENT).
 */
function newerThanSnapshot(instancePath: string, body: unknown): boolean {
  if (instancePath === "/payment_source/token/type") {
    return (body as { payment_source?: { token?: { type?: string } } }).payment_source?.token?.type === "SETUP_TOKEN";
  }
  return false;
}

/**
 * PayPal's own named formats: the files use them beside `pattern`s, and an unknown format would make ajv
 * warn on every compile and check nothing.
 */
const paypalFormats: Record<string, RegExp> = {
  ppaas_common_country_code_v2: /^([A-Z]{2}|C2)$/,
  ppaas_common_currency_code_v2: /^[A-Z]{3}$/,
  ppaas_common_email_address_v2: /^[^\s@]+@[^\s@]+$/,
  merchant_common_email_address_v2: /^[^\s@]+@[^\s@]+$/,
  ppaas_common_language_v3: /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/,
  ppaas_date_notime_v2: /^\d{4}-\d{2}-\d{2}$/,
  ppaas_ip_address_v1: /^[0-9A-Fa-f.:]+$/,
  ppaas_payer_id_v3: /^[2-9A-HJ-NP-Z]{13}$/,
  payer_v1: /^.+$/,
};

export class PaypalContract {
  private readonly ajv: Ajv;
  private readonly docs = new Map<string, Schema>();
  private readonly operations: Operation[] = [];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor() {
    // The files carry three patterns that are invalid under the `u` flag (openapi/README.md): without
    // unicodeRegExp false, ajv would silently skip validating those bodies.
    this.ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false, validateFormats: true });
    addFormats(this.ajv);
    for (const [name, pattern] of Object.entries(paypalFormats)) this.ajv.addFormat(name, pattern);
    for (const file of files) {
      const doc = JSON.parse(readFileSync(path.join(contractsDir, file), "utf8")) as Schema;
      this.docs.set(file, doc);
      this.ajv.addSchema({ $id: `${idBase}${file}`, components: doc.components } as Schema);
      const paths = doc.paths as Record<string, Record<string, Schema>>;
      for (const [template, item] of Object.entries(paths)) {
        for (const [method, op] of Object.entries(item)) {
          if (!op || typeof op !== "object" || !("responses" in op)) continue;
          const params = ((op.parameters as Schema[] | undefined) ?? []).map(
            (p) => this.resolve(file, p) as Operation["parameters"][number],
          );
          const content = (op.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> } | undefined)?.content;
          this.operations.push({
            file,
            method: method.toUpperCase(),
            template,
            matcher: new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`),
            parameters: params,
            bodyRef: content?.["application/json"]?.schema?.$ref ?? null,
          });
        }
      }
    }
  }

  private resolve(file: string, node: Schema): Schema {
    const ref = node.$ref;
    if (typeof ref !== "string") return node;
    const parts = ref.replace(/^#\//, "").split("/");
    let current: unknown = this.docs.get(file);
    for (const part of parts) current = (current as Schema)[part];
    return this.resolve(file, current as Schema);
  }

  /** Problems with one request: unknown operation, missing required header, schema errors, unknown fields. */
  check(method: string, pathname: string, headers: Headers, body: unknown): string[] {
    const op = this.operations.find((o) => o.method === method && o.matcher.test(pathname));
    if (!op) return [`${method} ${pathname} is not an operation of PayPal's contract`];
    const problems: string[] = [];
    for (const param of op.parameters) {
      if (param.in === "header" && param.required && !headers.get(param.name)) {
        problems.push(`missing required header ${param.name}`);
      }
    }
    if (op.bodyRef) {
      const key = `${idBase}${op.file}${op.bodyRef}`;
      let validate = this.validators.get(key);
      if (!validate) {
        validate = this.ajv.getSchema(key) ?? this.ajv.compile({ $ref: key });
        this.validators.set(key, validate);
      }
      if (!validate(body)) {
        for (const error of validate.errors ?? []) {
          if (newerThanSnapshot(error.instancePath, body)) continue;
          problems.push(`body${error.instancePath} ${error.message ?? "is invalid"}`);
        }
      }
      // No schema in the files forbids extra properties, so a misspelt field would pass: refuse any field the
      // contract does not name.
      this.unknownFields(op.file, this.resolve(op.file, { $ref: op.bodyRef }), body, "body", problems);
    } else if (body !== undefined && method !== "GET") {
      problems.push(`${op.template} takes no body`);
    }
    return problems;
  }

  private propertiesOf(file: string, schema: Schema): Map<string, Schema> | null {
    const resolved = this.resolve(file, schema);
    const props = new Map<string, Schema>();
    let open = false;
    const visit = (node: Schema) => {
      const s = this.resolve(file, node);
      for (const [name, value] of Object.entries((s.properties as Record<string, Schema> | undefined) ?? {})) props.set(name, value);
      for (const part of (s.allOf ?? []) as Schema[]) visit(part);
      if (s.additionalProperties && s.additionalProperties !== false) open = true;
      if (s.oneOf || s.anyOf) open = true;
    };
    visit(resolved);
    return open ? null : props;
  }

  private unknownFields(file: string, schema: Schema, value: unknown, where: string, problems: string[]): void {
    const resolved = this.resolve(file, schema);
    if (Array.isArray(value)) {
      const items = resolved.items as Schema | undefined;
      if (items) value.forEach((item, i) => this.unknownFields(file, items, item, `${where}[${i}]`, problems));
      return;
    }
    if (!value || typeof value !== "object") return;
    const props = this.propertiesOf(file, resolved);
    if (!props) return;
    for (const [name, child] of Object.entries(value as Record<string, unknown>)) {
      const childSchema = props.get(name);
      if (!childSchema) problems.push(`${where}.${name} is not a field of the contract`);
      else this.unknownFields(file, childSchema, child, `${where}.${name}`, problems);
    }
  }
}
