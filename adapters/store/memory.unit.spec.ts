// Proves the in-memory event store honours the full EventStore contract.
import { createMemoryStore } from './memory.ts';
import { eventStoreContract } from '../../tests/support/store-contract.ts';

eventStoreContract('memory', async (hooks) => createMemoryStore(hooks));
