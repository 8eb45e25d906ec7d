// Seeded variants, part 1 of 6 (test/variants/suite.ts).
import { variantSuite } from "./suite";

variantSuite(1, 6);
