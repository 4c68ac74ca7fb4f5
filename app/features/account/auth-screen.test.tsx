import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthScreen } from "./auth-screen";

function SignInFrame() {
  return <AuthScreen title="Вход в личный кабинет">форма</AuthScreen>;
}

describe("the sign-in frame", () => {
  it("sends a client who came to write to the lessor on to a new ticket", async () => {
    const Stub = createRoutesStub([{ path: "/login", Component: SignInFrame }]);
    render(<Stub initialEntries={["/login"]} />);
    const link = await screen.findByRole("link", { name: "Обращения в клиентский сервис и ответы на них" });
    expect(link.getAttribute("href")).toBe("/account/tickets/new");
  });
});
