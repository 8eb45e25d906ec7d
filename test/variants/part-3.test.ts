// Seeded variants, part 3 of 6 (test/variants/suite.ts).
import { variantSuite } from "./suite";

variantSuite(3, 6);
