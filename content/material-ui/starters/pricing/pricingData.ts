// The content of the pricing page: plans, questions and footer links.

export type BillingPeriod = 'monthly' | 'yearly';

export interface Tier {
  /** Also the element id of the plan's card, so that links can point at it (`#enterprise`). */
  id: string;
  title: string;
  /** A short badge shown next to the title. */
  badge?: string;
  /** Price per month in dollars; a year costs ten months. */
  monthlyPrice: number;
  features: string[];
  buttonText: string;
  buttonVariant: 'outlined' | 'contained';
}

export const tiers: Tier[] = [
  {
    id: 'free',
    title: 'Free',
    monthlyPrice: 0,
    features: ['10 users included', '2 GB of storage', 'Help center access', 'Email support'],
    buttonText: 'Sign up for free',
    buttonVariant: 'outlined',
  },
  {
    id: 'pro',
    title: 'Pro',
    badge: 'Most popular',
    monthlyPrice: 15,
    features: ['20 users included', '10 GB of storage', 'Help center access', 'Priority email support'],
    buttonText: 'Get started',
    buttonVariant: 'contained',
  },
  {
    id: 'enterprise',
    title: 'Enterprise',
    monthlyPrice: 30,
    features: ['50 users included', '30 GB of storage', 'Help center access', 'Phone & email support'],
    buttonText: 'Contact us',
    buttonVariant: 'outlined',
  },
];

export function priceFor(tier: Tier, period: BillingPeriod) {
  return period === 'yearly' ? tier.monthlyPrice * 10 : tier.monthlyPrice;
}

export const faqs = [
  {
    question: 'Can I change plans later?',
    answer: 'Yes. Move up or down a plan at any time: the difference is prorated on your next invoice.',
  },
  {
    question: 'How does yearly billing work?',
    answer: 'You pay for ten months and use the plan for twelve. Yearly plans renew on the anniversary of your sign-up.',
  },
  {
    question: 'What happens when we outgrow our user limit?',
    answer: 'We let you know before you reach it. You can add seats to your current plan or switch to the next one.',
  },
  {
    question: 'Do you offer discounts for non-profits?',
    answer: 'Registered non-profits and schools get half off the Pro and Enterprise plans. Write to us to apply.',
  },
];

export interface FooterColumn {
  id: string;
  title: string;
  /** Items with an `href` link to a section of this page; the others are plain text in this sample. */
  items: { label: string; href?: string }[];
}

export const footerColumns: FooterColumn[] = [
  {
    id: 'company',
    title: 'Company',
    items: [{ label: 'Team' }, { label: 'History' }, { label: 'Contact us', href: '#support' }, { label: 'Locations' }],
  },
  {
    id: 'features',
    title: 'Features',
    items: [{ label: 'Cool stuff' }, { label: 'Random feature' }, { label: 'Team feature' }, { label: 'Developer stuff' }, { label: 'Another one' }],
  },
  {
    id: 'resources',
    title: 'Resources',
    items: [{ label: 'Resource' }, { label: 'Resource name' }, { label: 'Another resource' }, { label: 'Final resource' }],
  },
  {
    id: 'legal',
    title: 'Legal',
    items: [{ label: 'Privacy policy' }, { label: 'Terms of use' }],
  },
];
