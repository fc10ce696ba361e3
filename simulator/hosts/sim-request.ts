import type { SimRequest, SimResponse } from '../host-contract';

/** Sends a panel's scenario call to the mock API; a body that is not JSON comes back as text. */
export async function sendSimRequest(apiUrl: string, request: SimRequest): Promise<SimResponse> {
  const response = await fetch(new URL(request.path, apiUrl), {
    method: request.method,
    ...(request.body !== undefined
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) }
      : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text as is.
  }
  return { status: response.status, body };
}
