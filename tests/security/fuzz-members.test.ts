import { describeFuzz } from "./fuzz-runner";

describeFuzz("members");
