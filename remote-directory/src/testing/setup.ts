// Imported by every component test through mock-http: allows for a busy CI box.
import { configure } from '@testing-library/react';

// Pages render several styled lists; on a shared two-core machine 1 s is not always enough.
configure({ asyncUtilTimeout: 4000 });
