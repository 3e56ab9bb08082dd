/** The page's sections, in order: the app bar and the footer link to them by id. */
export const sections = [
  { id: 'features', label: 'Features' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'highlights', label: 'Highlights' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'faq', label: 'FAQ' },
] as const;

export type SectionId = (typeof sections)[number]['id'];
