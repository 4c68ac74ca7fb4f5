import { createContext } from "react-router";
import type { SessionContext } from "../../../server/domain/auth/auth-service.ts";

/** The session of the request, set by the account layout's middleware for the loaders below it. */
export const accountSessionContext = createContext<SessionContext>();
