import { SUBMIT_TIMEOUT_MS, type FeedbackPayload } from '../../domain/feedback/feedback';

/** Sends one submission; resolves true on 201, false on any failure (network, status, 10 s without an answer). */
export async function sendFeedback(endpoint: string, payload: FeedbackPayload): Promise<boolean> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), SUBMIT_TIMEOUT_MS);
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    return response.status === 201;
  } catch {
    return false;
  } finally {
    window.clearTimeout(timer);
  }
}
