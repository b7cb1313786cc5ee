import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, it } from "vitest";
import { areaBoundaries } from "./area-boundaries.mjs";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const api = "/repo/apps/api/src/modules";
const web = "/repo/apps/web/src/features";

tester.run("areas", areaBoundaries({ shared: ["reference", "auth"] }), {
  valid: [
    { filename: `${api}/shop/client/service.ts`, code: `import { x } from "./repo.js";` },
    { filename: `${api}/shop/invoice/issue.ts`, code: `import { x } from "../job-card/repo.js";` },
    { filename: `${api}/fleet/vehicle/service.ts`, code: `import { x } from "../../shop/index.js";` },
    { filename: `${api}/shop/client/service.ts`, code: `import { x } from "../../reference/vehicle/model-check.js";` },
    // The fleet's own auth folder is not the shared auth module.
    { filename: `${api}/fleet/employee/service.ts`, code: `import { x } from "../auth/presenter.js";` },
    { filename: `${api}/fleet/vehicle/service.ts`, code: `import { x } from "../../../platform/route.js";` },
    {
      filename: `/repo/apps/web/src/app/layouts/layout.tsx`,
      code: `import { x } from "../../features/shop/shop-nav";`,
    },
    { filename: `${web}/fleet/x/page.tsx`, code: `import { x } from "@mantine/core";` },
  ],
  invalid: [
    {
      filename: `${api}/shop/client/vehicle-service.ts`,
      code: `import type { X } from "../../fleet/vehicle/references.js";`,
      errors: [{ messageId: "internal" }],
    },
    {
      filename: `${api}/auth/shop-auth/service.ts`,
      code: `import { x } from "../../shop/shop/repo.js";`,
      errors: [{ messageId: "internal" }],
    },
    {
      filename: `${web}/fleet/employee/table.tsx`,
      code: `export { x } from "../../shop/team/avatar";`,
      errors: [{ messageId: "internal" }],
    },
    {
      filename: `${web}/shop/job-card/fields.tsx`,
      code: `const page = () => import("../../fleet/assignment/select");`,
      errors: [{ messageId: "internal" }],
    },
  ],
});
