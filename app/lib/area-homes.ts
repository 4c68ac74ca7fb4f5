/** The home of each signed-in area: where a person lands after signing in, and where its shells link «home». */

/** The client account. */
export const ACCOUNT_HOME = "/account";

/** The lessor's back office. */
export const STAFF_HOME = "/staff";
