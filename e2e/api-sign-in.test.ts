import { describe, expect, it } from "vitest";
import { postAuth } from "./support/api-sign-in.ts";
import { baseUrl } from "./support/browser.ts";

/** Signing in from a script, as README.md describes: key → RSA-OAEP → auth → cookie → check → CSRF. */
describe("signing in through the API from a script", () => {
  it("refuses a wrong password with a Russian problem", async () => {
    const res = await postAuth("assignee@example.com", "wrong-password");
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toMatch(/application\/problem\+json/);
    expect(((await res.json()) as { detail: string }).detail).toBe("Неверный e-mail или пароль");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("signs in, reads the session and switches profiles only with the CSRF token", async () => {
    const res = await postAuth("client@example.com", "Demo-2026");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe("client@example.com");
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^lk_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = setCookie.split(";")[0] ?? "";

    const check = await fetch(`${baseUrl()}/apilk/account/check/`, { headers: { cookie } });
    expect(check.status).toBe(200);
    const session = (await check.json()) as {
      user: { email: string; name: string };
      profile: { id: number; title: string } | null;
      profiles: { id: number; title: string; type: string }[];
      csrfToken: string;
    };
    expect(session.user.email).toBe("client@example.com");
    expect(session.csrfToken).toBeTruthy();
    expect(session.profiles.length).toBeGreaterThanOrEqual(2);
    const other = session.profiles.find((p) => p.id !== session.profile?.id);
    if (!other) throw new Error("the demo client should have a second profile");

    const setProfile = (headers: Record<string, string>) =>
      fetch(`${baseUrl()}/apilk/settings/profile/set/`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", ...headers },
        body: JSON.stringify({ id: other.id }),
      });

    const forbidden = await setProfile({});
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { detail: string }).detail).toMatch(/[а-я]/i);

    const wrongToken = await setProfile({ "x-csrf-token": `${session.csrfToken}x` });
    expect(wrongToken.status).toBe(403);

    const ok = await setProfile({ "x-csrf-token": session.csrfToken });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { profile: { id: number } }).profile.id).toBe(other.id);

    const after = (await (await fetch(`${baseUrl()}/apilk/account/check/`, { headers: { cookie } })).json()) as {
      profile: { id: number } | null;
    };
    expect(after.profile?.id).toBe(other.id);

    // A GET (a link or an image on another site) signs nobody out.
    const linked = await fetch(`${baseUrl()}/apilk/account/logout/`, { headers: { cookie } });
    expect(linked.status).toBe(405);
    expect(linked.headers.get("allow")).toBe("POST");

    // Signing out (a POST with the token) ends the session on the server: the old cookie no longer works.
    const logout = await fetch(`${baseUrl()}/apilk/account/logout/`, {
      method: "POST",
      headers: { cookie, "x-csrf-token": session.csrfToken },
    });
    expect(logout.status).toBe(200);
    const gone = await fetch(`${baseUrl()}/apilk/account/check/`, { headers: { cookie } });
    expect(gone.status).toBe(401);
  });
});
