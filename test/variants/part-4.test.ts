// Seeded variants, part 4 of 6 (test/variants/suite.ts).
import { variantSuite } from "./suite";

variantSuite(4, 6);
