import { zodResolver } from '@hookform/resolvers/zod';
import { registrationStep1Schema } from '@bonus/domain';

/** Step 1's validation by the same zod schema the server uses; loaded apart from the form (see RegisterDetailsStep). */
export const registrationResolver = zodResolver(registrationStep1Schema());
