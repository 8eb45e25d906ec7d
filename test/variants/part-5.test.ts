// Seeded variants, part 5 of 6 (test/variants/suite.ts).
import { variantSuite } from "./suite";

variantSuite(5, 6);
