// Seeded variants, part 3 of 3 (test/variants/suite.ts).
import { variantSuite } from "./suite";

variantSuite(3, 3);
