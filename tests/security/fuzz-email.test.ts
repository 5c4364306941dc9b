import { fillTokenPools } from "./fuzz-email-specs";
import { describeFuzz } from "./fuzz-runner";

describeFuzz("email");
// After the database is open (describeFuzz's hooks run first): real links for some runs to use.
beforeAll(() => fillTokenPools(), 60_000);
