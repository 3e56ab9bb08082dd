type Listeners = Partial<{ [K in keyof HTMLElementEventMap]: (event: HTMLElementEventMap[K]) => void }>;

/** Adds a set of event listeners to a document or element; returns the function that removes them all. */
export function listen(target: Document | HTMLElement, listeners: Listeners, options?: AddEventListenerOptions): () => void {
  const entries = Object.entries(listeners) as Array<[string, EventListener]>;
  for (const [type, listener] of entries) target.addEventListener(type, listener, options);
  return () => {
    for (const [type, listener] of entries) target.removeEventListener(type, listener, options);
  };
}
