// Seeded variants, part 2 of 6 (test/variants/suite.ts).
import { variantSuite } from "./suite";

variantSuite(2, 6);
