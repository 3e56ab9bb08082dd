// Data, form state and validation rules shared by the checkout steps.

export interface Product {
  name: string;
  description: string;
  /** Price in cents, so totals add up exactly. */
  price: number;
}

export const products: Product[] = [
  { name: 'Team plan', description: 'Monthly subscription, 5 seats', price: 2900 },
  { name: 'Onboarding session', description: 'One-hour video call', price: 0 },
  { name: 'Wireless keyboard', description: 'Graphite, US layout', price: 7999 },
  { name: 'Desk mat', description: 'Large, merino felt', price: 2499 },
];

export const orderTotal = products.reduce((sum, product) => sum + product.price, 0);

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatPrice(cents: number) {
  return cents === 0 ? 'Free' : currency.format(cents / 100);
}

export const steps = ['Shipping address', 'Payment details', 'Review your order'] as const;

export interface CheckoutValues {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  saveAddress: boolean;
  cardName: string;
  cardNumber: string;
  expDate: string;
  cvv: string;
  rememberCard: boolean;
}

/** The fields edited with a text input (the others are checkboxes). */
export type TextFieldName = {
  [K in keyof CheckoutValues]: CheckoutValues[K] extends string ? K : never;
}[keyof CheckoutValues];

export type CheckoutErrors = Partial<Record<TextFieldName, string>>;

export const initialValues: CheckoutValues = {
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  country: '',
  saveAddress: false,
  cardName: '',
  cardNumber: '',
  expDate: '',
  cvv: '',
  rememberCard: false,
};

const required = (label: string) => (value: string) => (value.trim() ? '' : `${label} is required.`);

/** One rule per validated field: returns an error message, or '' when the value is fine. */
const rules: Partial<Record<TextFieldName, (value: string) => string>> = {
  firstName: required('First name'),
  lastName: required('Last name'),
  address1: required('Address line 1'),
  city: required('City'),
  zip: required('Zip / Postal code'),
  country: required('Country'),
  cardName: required('Name on card'),
  cardNumber: (value) => required('Card number')(value) || (/^\d{16}$/.test(value.replace(/\s/g, '')) ? '' : 'Enter the 16 digits of the card number.'),
  expDate: (value) => required('Expiry date')(value) || (/^(0[1-9]|1[0-2])\/\d{2}$/.test(value.trim()) ? '' : 'Use the format MM/YY.'),
  cvv: (value) => required('CVV')(value) || (/^\d{3}$/.test(value.trim()) ? '' : 'The CVV is the 3 digits on the back of the card.'),
};

/** The fields checked before leaving each step, in the order they appear on screen. */
const stepFields: TextFieldName[][] = [['firstName', 'lastName', 'address1', 'city', 'zip', 'country'], ['cardName', 'cardNumber', 'expDate', 'cvv'], []];

export function validateField(name: TextFieldName, value: string) {
  return rules[name]?.(value) ?? '';
}

/** The errors of one step's fields; an empty object when the step can be left. */
export function validateStep(step: number, values: CheckoutValues): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const name of stepFields[step] ?? []) {
    const message = validateField(name, values[name]);
    if (message) errors[name] = message;
  }
  return errors;
}

/** The last four digits of the card number, e.g. "1234". */
export function lastFourDigits(cardNumber: string) {
  return cardNumber.replace(/\D/g, '').slice(-4);
}

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
