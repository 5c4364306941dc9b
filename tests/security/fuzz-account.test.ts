import { describeFuzz } from "./fuzz-runner";

describeFuzz("account");
