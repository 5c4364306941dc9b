import { describeFuzz } from "./fuzz-runner";

describeFuzz("workspace");
