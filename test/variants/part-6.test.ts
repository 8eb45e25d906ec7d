// Seeded variants, part 6 of 6 (test/variants/suite.ts).
import { variantSuite } from "./suite";

variantSuite(6, 6);
