import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts after each test by itself only when the test globals are on; ours are imported.
afterEach(cleanup);

// A page renders through its loaders against the in-process API: on a shared 2-core machine under a full run the
// first paint can take more than findBy*'s default second (CI failed once on an empty body). Waiting longer only
// slows a test that is failing anyway.
configure({ asyncUtilTimeout: 5000 });
