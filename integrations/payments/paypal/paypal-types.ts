/** The fields of PayPal's Orders v2 `order` resource that the adapter reads (checkout_orders_v2.json). */
export interface PaypalMoney {
  currency_code: string;
  value: string;
}

export interface PaypalCapture {
  id?: string;
  status?: string;
  amount?: PaypalMoney;
  custom_id?: string;
}

export interface PaypalOrder {
  id: string;
  status?: string;
  intent?: string;
  purchase_units?: {
    reference_id?: string;
    custom_id?: string;
    amount?: PaypalMoney;
    payments?: { captures?: PaypalCapture[] };
  }[];
  payer?: { payer_id?: string };
  payment_source?: {
    paypal?: {
      account_id?: string;
      attributes?: { vault?: { id?: string; status?: string; customer?: { id?: string } } };
    };
  };
  links?: { href: string; rel: string; method?: string }[];
}
