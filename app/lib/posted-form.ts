/**
 * The form a page action was posted, or null when the body is not a form at all (a script posting JSON, a cut
 * upload): `request.formData()` throws then, and the action should answer 400, not fail with a 500.
 */
export async function postedForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
