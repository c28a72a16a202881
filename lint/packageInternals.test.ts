import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { repositoryRules } from './repositoryRules.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('package-internals', repositoryRules.rules['package-internals'], {
  valid: [
    "import Fastify from 'fastify';",
    "import { renderToString } from 'react-dom/server';",
    "import addressparser from 'nodemailer/lib/addressparser';",
    "import Ajv2020 from 'ajv/dist/2020';",
    "import satisfies from 'semver/functions/satisfies.js';",
    "import { x } from './local';",
    "import { readFile } from 'node:fs/promises';",
    "const vitals = import('web-vitals');",
  ],
  invalid: [
    "import LocalStore from '@fastify/rate-limit/store/LocalStore.js';",
    "import RedisStore from '@fastify/rate-limit/store/RedisStore.js';",
    "import core from 'ajv/lib/core';",
    "export { x } from 'fastify/lib/route.js';",
    "const chunk = import('react-dom/cjs/react-dom.production.js');",
  ].map((code) => ({ code, errors: [{ messageId: 'internal' }] })),
});
