import { describeFuzz } from "./fuzz-runner";

describeFuzz("sharing");
