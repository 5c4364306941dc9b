import { describeFuzz } from "./fuzz-runner";

describeFuzz("notify");
