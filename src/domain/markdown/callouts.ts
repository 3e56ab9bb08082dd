/** The callout types authors can write as `:::type` containers. */
export const CALLOUT_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type CalloutType = (typeof CALLOUT_TYPES)[number];

export const isCalloutType = (name: unknown): name is CalloutType => (CALLOUT_TYPES as readonly unknown[]).includes(name);
