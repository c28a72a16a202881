import { useEffect } from 'react';
import { ConsentBanner } from './consent/ConsentBanner';
import { startThirdPartyServices } from './thirdPartyServices';
import type { VendorConfig } from './vendorConfig';

/** Starts the consented vendors and shows the consent banner when a choice is due. */
export function ThirdPartyServices({ vendors }: { vendors: VendorConfig }) {
  useEffect(() => startThirdPartyServices(vendors), [vendors]);
  return <ConsentBanner vendors={vendors} />;
}
