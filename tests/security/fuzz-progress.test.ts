import { describeFuzz } from "./fuzz-runner";

describeFuzz("progress");
