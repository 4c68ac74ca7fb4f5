/**
 * A problem answer's body without its `requestId`: every answer names its own request, so two answers that must
 * say the same (a wrong password and an unknown e-mail, a refused attempt before and after) differ only there.
 */
export async function problemWithoutRequestId(response: Response): Promise<Record<string, unknown>> {
  const { requestId: _id, ...rest } = (await response.json()) as Record<string, unknown>;
  return rest;
}
