import type { SandboxRequest } from '../../domain/sandbox';

/**
 * Opens a sandbox service in a new tab by POSTing a hidden form: both define APIs take form posts,
 * and a real navigation (unlike fetch) is not blocked by CORS and is allowed as a click's popup.
 */
export function submitSandbox(request: SandboxRequest, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.target = '_blank';
  form.action = request.action;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(request.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
