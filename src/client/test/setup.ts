// Client tests wait for what a person would see (findBy…, waitFor). The default limit of one second
// is about a quiet machine; on a shared two-core one a lazily loaded dashboard can take longer to
// appear, and a wait that ends early fails a test that would have passed. Waits still end as soon as
// the element appears.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
