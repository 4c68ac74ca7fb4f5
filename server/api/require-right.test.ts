import { describe, expect, it } from "vitest";
import { CLIENT_RIGHTS, noRightMessage } from "../../contract/lk-rights.ts";
import { rightsNeeded, ruleOf } from "./require-right.ts";

describe("the table of /apilk prefixes and rights", () => {
  it("maps each area to its right, the longest prefix winning", () => {
    expect(ruleOf("/apilk/contracts/list/")).toBe("contracts");
    expect(ruleOf("/apilk/contracts/payoff/pdf/")).toBe("contracts");
    expect(ruleOf("/apilk/accounting/debts/")).toBe("accounting");
    expect(ruleOf("/apilk/accounting/calendar/list/")).toBe("contracts");
    expect(ruleOf("/apilk/documents/list/")).toBe("documents");
    expect(ruleOf("/apilk/insurance/list/")).toBe("insurance");
    expect(ruleOf("/apilk/download/policy/")).toBe("insurance");
    expect(ruleOf("/apilk/fines/list/")).toBe("insurance");
    expect(ruleOf("/apilk/tickets/new/")).toBe("tickets");
    expect(ruleOf("/apilk/rescheduling/save/")).toBe("tickets");
    expect(ruleOf("/apilk/cession/list/")).toBe("cession");
    expect(ruleOf("/apilk/settings/staff/")).toBe("settings");
    expect(ruleOf("/apilk/settings/requisites/")).toBe("settings");
    expect(ruleOf("/apilk/information/requisites/")).toBe("accounting");
    expect(ruleOf("/apilk/information/terms/")).toBe("member");
  });

  it("leaves the user's own account to the user, and the profile's home to anyone acting for it", () => {
    for (const path of [
      "/apilk/account/check/",
      "/apilk/account/password/change/",
      "/apilk/account/mfa/status/",
      "/apilk/settings/profiles/",
      "/apilk/settings/profile/set/",
      "/apilk/settings/sessions/end/",
    ])
      expect(ruleOf(path), path).toBe("self");
    for (const path of ["/apilk/account/info/", "/apilk/notifications/list/", "/apilk/faq/list/", "/apilk/reviews/5/"])
      expect(ruleOf(path), path).toBe("member");
  });

  it("reads the path with or without the trailing slash, and with doubled slashes", () => {
    expect(ruleOf("/apilk/accounting/debts")).toBe("accounting");
    expect(ruleOf("/apilk//accounting//debts")).toBe("accounting");
    // «/apilk/accountingx» is not under «/apilk/accounting/».
    expect(ruleOf("/apilk/accountingx/debts/")).toBeUndefined();
  });

  it("asks every right of a path no prefix covers, so a new area is closed until it is in the table", () => {
    expect(ruleOf("/apilk/somewhere-new/list/")).toBeUndefined();
    expect(rightsNeeded(undefined)).toEqual(CLIENT_RIGHTS);
    expect(rightsNeeded("self")).toEqual([]);
    expect(rightsNeeded("member")).toEqual([]);
    expect(rightsNeeded("documents")).toEqual(["documents"]);
  });

  it("names the missing right in Russian", () => {
    expect(noRightMessage("accounting")).toBe("Нет права «Бухгалтерия и платежи»: его выдаёт администратор профиля");
  });
});
