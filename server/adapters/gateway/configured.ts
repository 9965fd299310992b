import { type CcavenueSettings, ccavenueGateway } from './ccavenue.ts';
import type { CardGateway } from './gateway.ts';
import { type SandboxOptions, sandboxGateway } from './sandbox.ts';

/** With the CCAVENUE_* merchant settings: that CCAvenue account; without: the sandbox this server serves. */
export function configuredGateway(settings: CcavenueSettings | null, sandboxOptions?: SandboxOptions): CardGateway {
  return settings ? ccavenueGateway(settings) : sandboxGateway(sandboxOptions);
}
