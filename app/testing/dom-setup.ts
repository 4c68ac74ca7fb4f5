import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts after each test by itself only when the test globals are on; ours are imported.
afterEach(cleanup);
