// Loaded by every remote's jest config after shared/build's set-up: allows for a busy CI box.
import { configure } from '@testing-library/react';

// Two shared cores: the first render of a suite (styled-components, i18n) can take seconds.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
